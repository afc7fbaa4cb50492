/**
 * Database connections. Node-postgres only ever sends unnamed statements, which is what both
 * PGlite (one shared session) and Supabase's transaction pooler need; never call
 * `.prepare('name')` unless `preparedStatementsAllowed` is true.
 */
import 'server-only';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export const DEFAULT_DATABASE_URL = 'postgresql://postgres:postgres@127.0.0.1:54322/postgres';

/** DATABASE_PREPARE=false for Supabase's transaction pooler (port 6543), which cannot keep named statements. */
export const preparedStatementsAllowed = process.env.DATABASE_PREPARE !== 'false';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export function createDb(
  url: string = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
  max = 10,
): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, pooler) must not crash the process.
  pool.on('error', (err) =>
    console.error(JSON.stringify({ level: 'error', msg: 'pg pool error', err: err.message })),
  );
  return drizzle(pool, { schema }) as Db;
}

const g = globalThis as unknown as { __appDb?: Db };

/** One pool per process (kept across Next dev reloads), connecting on first query. */
export const db: Db = (g.__appDb ??= createDb());
