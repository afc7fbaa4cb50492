/**
 * A throwaway PostgreSQL 15 cluster for RLS tests on the real server: initdb into a temp dir,
 * start on 127.0.0.1 with a free port (as the postgres OS user when we are root, since postgres
 * refuses to run as root), and remove it all afterwards.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const PG_BIN = process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin';
export const pg15Available = () => existsSync(join(PG_BIN, 'postgres'));

export interface Pg15 {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function postgresUid(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/** Runs a PG binary, as the postgres user when we are root. */
function pgCommand(bin: string, args: string[]): [string, string[]] {
  const path = join(PG_BIN, bin);
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', path, ...args]]
    : [path, args];
}

export async function startPg15(): Promise<Pg15> {
  const dir = mkdtempSync(join(tmpdir(), 'pg15-'));
  const data = join(dir, 'data');
  const owner = postgresUid();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const [initCmd, initArgs] = pgCommand('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--locale=C',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'pipe' });

  const port = await freePort();
  const [cmd, args] = pgCommand('postgres', [
    '-D',
    data,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-k',
    dir,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ]);
  const server = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;

  const until = Date.now() + 30_000;
  for (;;) {
    const c = new pg.Client({ connectionString: url });
    try {
      await c.connect();
      await c.end();
      break;
    } catch {
      await c.end().catch(() => {});
      if (server.exitCode !== null || Date.now() > until)
        throw new Error(`PostgreSQL 15 did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (server.exitCode !== null) return done();
        server.once('exit', done);
        // pg_ctl signals the postmaster itself (runuser in between would not pass a signal on).
        const [stopCmd, stopArgs] = pgCommand('pg_ctl', ['-D', data, 'stop', '-m', 'fast', '-w']);
        try {
          execFileSync(stopCmd, stopArgs, { stdio: 'pipe' });
        } catch {
          server.kill('SIGKILL');
        }
        setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
