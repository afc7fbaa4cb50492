/**
 * Run queries as the person, so RLS holds even if app code is wrong: a transaction with
 * `set local role` and the JWT claims in `request.jwt.claims`, exactly as PostgREST and
 * Storage do. Only SET LOCAL: locally every connection shares one PGlite session.
 *
 * A verified access token stays valid until it expires, even after the person signs out
 * everywhere or is deleted. So a token that names its session (`session_id`, as every token
 * Supabase Auth issues to a person does) is checked against auth.sessions in the same
 * transaction, BEFORE `set local role`: the check runs as the server's own database role, which
 * can read auth.sessions, and `authenticated` is granted nothing new (least privilege: no
 * function to expose, nothing for the Data API to call).
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

/** The token's session was ended (sign-out everywhere, password change, user deleted). */
export class SessionEndedError extends Error {
  constructor() {
    super('the session of this access token has ended');
    this.name = 'SessionEndedError';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the token's session still exists for that user, who is neither deleted nor banned. */
async function sessionAlive(runner: Pick<Tx, 'execute'>, claims: JwtClaims): Promise<boolean> {
  const sid = claims.session_id;
  if (typeof sid !== 'string' || !UUID.test(sid) || !UUID.test(claims.sub)) return false;
  const result = await runner.execute(sql`
    select 1 as alive
      from auth.sessions s
      join auth.users u on u.id = s.user_id
     where s.id = ${sid}::uuid
       and s.user_id = ${claims.sub}::uuid
       and (s.not_after is null or s.not_after > now())
       and u.deleted_at is null
       and (u.banned_until is null or u.banned_until <= now())`);
  return result.rows.length === 1;
}

/**
 * For requireUser(): is the session behind these verified claims still open? Tokens without a
 * `session_id` are not a signed-in person's and are refused.
 *
 * Inside a transaction like every other query (transaction.ts): on the pool directly, PGlite
 * interleaved this check with other requests' statements, so under one client's concurrency it
 * failed ("unnamed prepared statement does not exist", a 500) or read another statement's answer
 * (no row: a valid session reported as ended, the person sent to sign in).
 */
export function sessionIsActive(claims: JwtClaims, database: Db = defaultDb): Promise<boolean> {
  return inTransaction(database, (tx) => sessionAlive(tx, claims));
}

/**
 * Whether the person has a verified second factor (two-step sign-in), from Auth's own table, as
 * the server's role like the session check above: one indexed query, asked only of `aal1`
 * sessions, and not something the person's cookie can claim either way.
 */
export function hasVerifiedFactor(userId: string, database: Db = defaultDb): Promise<boolean> {
  if (!UUID.test(userId)) return Promise.resolve(false);
  return inTransaction(database, async (tx) => {
    const result = await tx.execute(sql`
      select 1 as verified from auth.mfa_factors
       where user_id = ${userId}::uuid and status = 'verified' limit 1`);
    return result.rows.length === 1;
  });
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
    // Claims made by server code itself (tests, jobs) carry no session; a person's token does.
    if ('session_id' in claims && !(await sessionAlive(tx, claims))) throw new SessionEndedError();
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
