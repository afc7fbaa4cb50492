/**
 * The one set of helpers the RLS and integration case files share: who a query runs as, the
 * SQLSTATE behind a failure, and "this must be refused". Keep them here so every engine pair
 * (PGlite / PostgreSQL 15) asserts the same way.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { asServerFor } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { type Db, type Tx, withUser } from '@/lib/db';
import { pgCode } from '@/lib/db/errors';

export { pgCode };

/**
 * The session a test person's token names (issue 36: the database refuses a token whose session
 * is not a live row of auth.sessions, at the `aal` Auth recorded). Each person seeded by
 * seedPeople() has two: one that passed two-step sign-in and one with the password alone.
 * Derived from the person's id, so a claims object can name it without a database round trip.
 */
export function sessionOf(sub: string, aal: 'aal1' | 'aal2' = 'aal2'): string {
  const h = createHash('sha256').update(`${sub}:${aal}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The claims the Data API sets for a signed-in person's token. `aal: 'aal2'` by default: agents
 * act only after the second step (issue 29; is_admin() is false at aal1), and a client's rights
 * do not depend on it. Pass `{ aal: 'aal1' }` for a password-only session. The `session_id` is
 * the person's seeded session at that level (sessionOf); pass one to name another.
 */
export const claimsOf = (sub: string, extra: Record<string, unknown> = {}) => {
  const aal = extra.aal === 'aal1' ? 'aal1' : 'aal2';
  return {
    sub,
    role: 'authenticated',
    aud: 'authenticated',
    aal,
    session_id: sessionOf(sub, aal),
    ...extra,
  };
};

/** `as(sub, fn)`: runs fn as that person on the database `getDb()` returns when called. */
export const runAs =
  (getDb: () => Db) =>
  <T>(sub: string, fn: (tx: Tx) => Promise<T>): Promise<T> =>
    withUser(claimsOf(sub), fn, getDb());

/**
 * `onServer(sub, fn)`: runs fn as the server acting for that person (asServerFor: their claims,
 * the server's own role), the one door to the `private` functions that act for a person.
 */
export const runOnServerAs =
  (getDb: () => Db) =>
  <T>(sub: string, fn: (tx: Tx) => Promise<T>, as: PersonOptions = {}): Promise<T> =>
    asServerFor(personOf(sub, as), fn, getDb());

interface PersonOptions {
  isAdmin?: boolean;
  aal?: 'aal1' | 'aal2';
}

/** The CurrentUser requireUser() would give this person (claimsOf's claims; `isAdmin` as told). */
export const personOf = (sub: string, as: PersonOptions = {}): CurrentUser => ({
  id: sub,
  email: `${sub}@example.com`,
  fullName: null,
  isAdmin: as.isAdmin === true,
  claims: claimsOf(sub, as.aal ? { aal: as.aal } : {}),
});

const SUCCEEDED = Symbol('the query succeeded');

/**
 * The SQLSTATE a query fails with, `undefined` when it succeeds ('error' for a failure without
 * a code). For tests that expect one of several codes or check success and failure alike.
 */
export async function codeOf(p: Promise<unknown>): Promise<string | undefined> {
  const caught = await p.then(
    () => SUCCEEDED,
    (e: unknown) => e,
  );
  return caught === SUCCEEDED ? undefined : (pgCode(caught) ?? 'error');
}

/**
 * The query must fail, with this SQLSTATE (or one of these). A sentinel, not `toBeDefined()`,
 * tells "nothing was thrown" apart from a thrown `null`/`undefined`.
 */
export async function denied(p: Promise<unknown>, code: string | readonly string[] = '42501') {
  const caught = await p.then(
    () => SUCCEEDED,
    (e: unknown) => e,
  );
  if (caught === SUCCEEDED) {
    throw new Error(`expected the query to fail with ${String(code)}, but it succeeded`);
  }
  if (typeof code === 'string') expect(pgCode(caught)).toBe(code);
  else expect(code).toContain(pgCode(caught));
}

/**
 * People inserted the way Auth makes them (the trigger gives each a profile), once per database;
 * `agents` also get the admin role. Each gets two live sessions (sessionOf: one at aal2, one at
 * aal1), as signing in through Auth would leave; no authenticator is made (a test that needs the
 * factor behind an aal2 session sets auth.sessions.factor_id itself).
 */
export async function seedPeople(
  db: Db,
  people: ReadonlyArray<readonly [id: string, email: string]>,
  agents: readonly string[] = [],
) {
  for (const [id, email] of people) {
    await db.execute(sql`insert into auth.users (id, aud, role, email, raw_user_meta_data, raw_app_meta_data, created_at, updated_at)
      values (${id}, 'authenticated', 'authenticated', ${email}, '{}', '{}', now(), now()) on conflict do nothing`);
  }
  await seedSessions(
    db,
    people.map(([id]) => id),
  );
  for (const id of agents) {
    await db.execute(
      sql`insert into public.user_roles (user_id, role) values (${id}, 'admin') on conflict do nothing`,
    );
  }
}

/**
 * For people a test made some other way (rows in auth.users, Auth's admin API, the seeded demo
 * people): the two sessions claimsOf() names, so their tokens are live to the database. Without `ids`, for everyone in auth.users. Idempotent.
 */
export async function seedSessions(db: Db, ids?: readonly string[]) {
  const people =
    ids ??
    (await db.execute<{ id: string }>(sql`select id::text as id from auth.users`)).rows.map(
      (r) => r.id,
    );
  for (const id of people) {
    await db.execute(sql`insert into auth.sessions (id, user_id, created_at, updated_at, aal)
      values (${sessionOf(id, 'aal2')}, ${id}, now(), now(), 'aal2'),
             (${sessionOf(id, 'aal1')}, ${id}, now(), now(), 'aal1')
      on conflict do nothing`);
  }
}
