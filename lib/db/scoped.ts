/**
 * Run queries as the person, so RLS holds even if app code is wrong: a transaction with
 * `set local role` and the JWT claims in `request.jwt.claims`, exactly as PostgREST and
 * Storage do. Only SET LOCAL: locally every connection shares one PGlite session.
 *
 * A verified access token stays valid until it expires, even after the person signs out
 * everywhere, is closed or deleted, or loses the factor behind their `aal2`. The database
 * refuses such a token itself (private.session_is_live(), 20261128100000_live_sessions.sql: a
 * restrictive policy on every table and on Storage, and inside is_admin()). The app asks the
 * same function first, so a person whose session ended is told so (SessionEndedError, a trip to
 * sign in) instead of seeing empty lists: one rule, one home, asked from two places.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { escapeLiteral } from 'pg';
import { type Db, db as defaultDb } from './client';
import { inTransaction, inTransactionOpenedWith, type Tx } from './transaction';

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

/**
 * The statement that opens every transaction run for a person: sets the token's claims for it, as
 * PostgREST does (SET LOCAL only), and answers the database's word on them
 * (private.session_is_live()). Sent in the same message as BEGIN (inTransactionOpenedWith): each
 * statement is a round trip, and every request makes several of these transactions (issue 39),
 * so the values are quoted with pg's escapeLiteral instead of sent as parameters. With `role`,
 * the same statement then switches to it (set_config('role', …, true) is SET LOCAL ROLE); a caller
 * whose session is not live throws before running anything, which rolls the switch back with the
 * transaction. A target list is evaluated left to right, so the check runs with the claims set;
 * `extra` (`, <expression> as <name>`…, its values quoted too) asks more in the same statement.
 */
function claimsStatement(claims: JwtClaims, role?: 'authenticated', extra = ''): string {
  const json = JSON.stringify({ ...claims, role: 'authenticated' });
  return `select set_config('request.jwt.claims', ${escapeLiteral(json)}, true), set_config('request.jwt.claim.sub', ${escapeLiteral(claims.sub)}, true),
      private.session_is_live() as live${extra}${role ? `, set_config('role', ${escapeLiteral(role)}, true)` : ''}`;
}

/**
 * What a request needs to know of a verified token before anything else, in the one statement
 * that checks it (each statement is a round trip, issue 39):
 * - `live`: is the session behind the claims still live (it exists, the person is neither deleted,
 *   banned nor closed, and an `aal2` claim still has its factor)? Tokens without a `session_id`
 *   are not a signed-in person's and are refused.
 * - `verifiedFactor`, asked of tokens below `aal2` only: does the person have a verified
 *   authenticator, so that this session still owes the code? (As hasVerifiedFactor below.)
 * - `agent`, asked of `aal2` tokens claiming `user_role: admin` only: public.is_admin() now, so
 *   an agent whose role was taken away loses access at once, not when the token expires.
 * A question not asked is null.
 *
 * Inside a transaction like every other query (transaction.ts): on the pool directly, PGlite
 * interleaved this check with other requests' statements, so under one client's concurrency it
 * failed ("unnamed prepared statement does not exist", a 500) or read another statement's answer
 * (no row: a valid session reported as ended, the person sent to sign in).
 */
export interface SessionFacts {
  live: boolean;
  verifiedFactor: boolean | null;
  agent: boolean | null;
}

export function sessionFacts(claims: JwtClaims, database: Db = defaultDb): Promise<SessionFacts> {
  if (!UUID.test(claims.sub))
    return Promise.resolve({ live: false, verifiedFactor: null, agent: null });
  const aal2 = claims.aal === 'aal2';
  const agent = aal2 && claims.user_role === 'admin';
  const factor = `, exists (select 1 from auth.mfa_factors
      where user_id = ${escapeLiteral(claims.sub)}::uuid and status = 'verified') as verified_factor`;
  const statement = claimsStatement(
    claims,
    undefined,
    `${aal2 ? '' : factor}${agent ? ', public.is_admin() as agent' : ''}`,
  );
  return inTransactionOpenedWith(database, statement, async (_tx, answer) => ({
    live: answer.live === true,
    verifiedFactor: aal2 ? null : answer.verified_factor === true,
    agent: agent ? answer.agent === true : null,
  }));
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
  if (typeof claims.sub !== 'string' || !UUID.test(claims.sub))
    throw new Error('withUser needs verified claims with a sub');
  return inTransactionOpenedWith(
    database,
    claimsStatement(claims, 'authenticated'),
    async (tx, answer) => {
      if (answer.live !== true) throw new SessionEndedError();
      return fn(tx);
    },
  );
}

export async function asAnon<T>(fn: (tx: Tx) => Promise<T>, database: Db = defaultDb): Promise<T> {
  return inTransaction(database, async (tx) => {
    await tx.execute(sql`set local role anon`);
    await tx.execute(sql`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
    return fn(tx);
  });
}
