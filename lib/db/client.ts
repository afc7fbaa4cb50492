/**
 * Database connections. Node-postgres only ever sends unnamed statements, which is what both
 * PGlite (one shared session) and Supabase's transaction pooler need; never call
 * `.prepare('name')` unless `preparedStatementsAllowed()` is true.
 */
import 'server-only';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { serverEnv } from '@/lib/env/server';
import * as schema from './schema';

/**
 * Timeouts, so no request waits on the database for more than ~10 s: 3 s to get a connection
 * (a new one, or a free one from a full pool), then 7 s for the whole transaction (see
 * transaction.ts, which also sets statement_timeout). A dead server fails fast instead.
 */
export const DB_TIMEOUTS = {
  connectMs: 3_000,
  transactionMs: 7_000,
  statementMs: 5_000,
  idleMs: 30_000,
} as const;

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export function createDb(url: string = serverEnv().DATABASE_URL, max = 10): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: DB_TIMEOUTS.connectMs,
    idleTimeoutMillis: DB_TIMEOUTS.idleMs,
    // A backstop for a query that never answers (server frozen, not closed); transactions have
    // their own, shorter watchdog that also closes the connection.
    query_timeout: DB_TIMEOUTS.transactionMs + 1_000,
    keepAlive: true,
  });
  // An idle connection dropped by the server (restart, pooler) must not crash the process; the
  // pool forgets it and opens a new one on the next query.
  pool.on('error', (err) =>
    console.error(JSON.stringify({ level: 'error', event: 'db_pool_error', error: err.message })),
  );
  return drizzle(pool, { schema }) as Db;
}

const g = globalThis as unknown as { __appDb?: Db };

/** One pool per process (kept across Next dev reloads), connecting on first query. */
export const db: Db = new Proxy({} as Db, {
  get(_target, prop) {
    const real = (g.__appDb ??= createDb());
    const value = Reflect.get(real, prop, real);
    return typeof value === 'function' ? value.bind(real) : value;
  },
});
