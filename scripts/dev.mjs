#!/usr/bin/env node
/**
 * `npm run dev`: the local backend (supabase/local: Postgres, Auth, Storage, mail) and `next dev`
 * together. Ctrl-C or SIGTERM (a process manager, an IDE's stop button) stops both and everything
 * they started. Set SUPABASE_EXTERNAL=1 to use a backend you started yourself (`supabase start`,
 * or a real project in .env.local).
 *
 * Each child runs in its own process group and a signal goes to the whole group: `next dev` forks
 * `next-server`, which holds port 3000, and when a SIGTERM to `npm run dev` stopped only part of
 * the tree, that grandchild kept listening and the next `npm run dev` failed on the port. This
 * script exits only after every group has ended.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { waitFor } from './wait-for.mjs';

/** How long a child may take to shut down cleanly before its group is killed. */
const GRACE_MS = 10_000;

const children = [];
function start(name, cmd, args) {
  const child = spawn(cmd, args, { stdio: 'inherit', env: process.env, detached: true });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  children.push({ child, exited });
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`${name} exited (${code ?? signal})`);
    void stopAll(code ?? 0);
  });
  return child;
}

/** Signals a child's whole process group; it may already be gone. */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already ended */
  }
}

let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) signalGroup(child, 'SIGTERM');
  const graceOver = new Promise((resolve) => setTimeout(resolve, GRACE_MS).unref());
  await Promise.race([Promise.all(children.map((c) => c.exited)), graceOver]);
  // A group can outlive its leader (next-server after next dev): make sure none is left.
  for (const { child } of children) signalGroup(child, 'SIGKILL');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stopAll(0));

// `npm run dev` runs this through `sh -c`; npm hands a SIGTERM to that shell only, which dies
// without passing it on. So a new parent (the shell gone) also means stop.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && void stopAll(0), 250).unref();

if (!process.env.SUPABASE_EXTERNAL) {
  start('supabase/local', process.execPath, ['--import', 'tsx', 'supabase/local/src/cli.ts']);
  if (!(await waitFor('http://127.0.0.1:54321/auth/v1/health', 60))) {
    console.error('supabase/local did not start within 60 s');
    await stopAll(1);
  }
}
if (!stopping) {
  // Next's own CLI under this Node, not through npx: one process less between the signal and Next.
  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
  start('next dev', process.execPath, [nextBin, 'dev', ...process.argv.slice(2)]);
}
