/**
 * The stand-in's own database access: a small node-postgres pool (to PGlite's socket or to an
 * external PostgreSQL), transactions, and "run as the caller" scoping for RLS.
 */
import pg from 'pg';

export type Row = Record<string, unknown>;

export interface Tx {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T = Row>(sql: string, params?: unknown[]): Promise<T | undefined>;
}

export interface Database extends Tx {
  url: string;
  /** Runs fn in a transaction; rolls back when it throws. */
  tx<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs fn in a transaction as a Postgres role with the JWT claims set, like PostgREST/Storage do. */
  asRole<T>(role: string, claims: Record<string, unknown>, fn: (tx: Tx) => Promise<T>): Promise<T>;
  end(): Promise<void>;
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role', 'supabase_auth_admin']);

function wrap(c: pg.Pool | pg.PoolClient): Tx {
  return {
    async query<T = Row>(sql: string, params: unknown[] = []) {
      return (await c.query(sql, params)).rows as T[];
    },
    async one<T = Row>(sql: string, params: unknown[] = []) {
      return (await c.query(sql, params)).rows[0] as T | undefined;
    },
  };
}

export function connect(url: string, max = 4): Database {
  // Unnamed statements only (node-postgres default when no `name` is given): PGlite shares one session.
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {}); // an idle client dropped by the server must not crash the stack
  // Even a single query runs in its own transaction: outside one, pglite-socket interleaves
  // another connection's messages between Parse and Bind, and the unnamed statement is gone
  // ("unnamed prepared statement does not exist"). BEGIN gives this connection the session
  // until COMMIT. (The app does the same: lib/db/transaction.ts.)
  const base: Tx = {
    query: (sql, params) => tx((t) => t.query(sql, params)),
    one: (sql, params) => tx((t) => t.one(sql, params)),
  };

  async function tx<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await fn(wrap(client));
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }

  return {
    url,
    ...base,
    tx,
    asRole(role, claims, fn) {
      // Interpolated, so only known role names get through.
      if (!API_ROLES.has(role)) role = 'anon';
      return tx(async (t) => {
        await t.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                  set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`,
          [role, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : ''],
        );
        return fn(t);
      });
    },
    end: () => pool.end(),
  };
}
