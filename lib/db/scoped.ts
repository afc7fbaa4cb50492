/**
 * Run queries as the person, so RLS holds even if app code is wrong: a transaction with
 * `set local role` and the JWT claims in `request.jwt.claims`, exactly as PostgREST and
 * Storage do. Only SET LOCAL: locally every connection shares one PGlite session.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { type Db, db as defaultDb } from './client';
import { inTransaction, type Tx } from './transaction';

/** The claims of a verified access token (from `supabase.auth.getClaims()`); `sub` is required. */
export interface JwtClaims {
  sub: string;
  role?: string;
  email?: string;
  [claim: string]: unknown;
}

export async function withUser<T>(
  claims: JwtClaims,
  fn: (tx: Tx) => Promise<T>,
  database: Db = defaultDb,
): Promise<T> {
  if (typeof claims.sub !== 'string' || !claims.sub)
    throw new Error('withUser needs verified claims with a sub');
  const json = JSON.stringify({ ...claims, role: 'authenticated' });
  return inTransaction(database, async (tx) => {
    await tx.execute(sql`set local role authenticated`);
    await tx.execute(
      sql`select set_config('request.jwt.claims', ${json}, true), set_config('request.jwt.claim.sub', ${claims.sub}, true)`,
    );
    return fn(tx);
  });
}

export async function asAnon<T>(fn: (tx: Tx) => Promise<T>, database: Db = defaultDb): Promise<T> {
  return inTransaction(database, async (tx) => {
    await tx.execute(sql`set local role anon`);
    await tx.execute(sql`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
    return fn(tx);
  });
}
