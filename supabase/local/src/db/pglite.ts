/**
 * PGlite served over the Postgres wire protocol, so pg / Drizzle / psql connect to it like any
 * PostgreSQL. All connections share ONE Postgres session (see docs/gotchas): callers must use
 * SET LOCAL inside transactions and unnamed statements only.
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface RunningPglite {
  db: PGlite;
  port: number;
  /** True when the data directory was empty: the caller applies migrations and seed then. */
  fresh: boolean;
  stop(): Promise<void>;
}

export async function startPglite(opts: {
  dataDir?: string;
  port: number;
}): Promise<RunningPglite> {
  let fresh = true;
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
  }
  const db = await PGlite.create({
    dataDir: opts.dataDir,
    extensions: { pgcrypto },
  });
  if (opts.dataDir) {
    // A database we bootstrapped before has the auth schema; a fresh one does not.
    const r = await db.query<{ ok: boolean }>(
      "select exists (select 1 from pg_namespace where nspname = 'auth') as ok",
    );
    fresh = !r.rows[0]?.ok;
  }
  // 50 connections: well above the app's pool plus this process's own, so nobody is refused.
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: opts.port,
    maxConnections: 50,
  });
  await server.start();
  // pglite-socket keeps the port it was given (0 in tests); ask the listening socket instead.
  const net = (server as unknown as { server: Server | null }).server;
  const port = (net?.address() as AddressInfo | null)?.port ?? opts.port;
  return {
    db,
    port,
    fresh,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
