/**
 * The one set of helpers the RLS and integration case files share: who a query runs as, the
 * SQLSTATE behind a failure, and "this must be refused". Keep them here so every engine pair
 * (PGlite / PostgreSQL 15) asserts the same way.
 */
import { sql } from 'drizzle-orm';
import { type Db, type Tx, withUser } from '@/lib/db';
import { pgCode } from '@/lib/db/errors';

export { pgCode };

/**
 * The claims the Data API sets for a signed-in person's token. `aal: 'aal2'` by default: agents
 * act only after the second step (issue 29; is_admin() is false at aal1), and a client's rights
 * do not depend on it. Pass `{ aal: 'aal1' }` for a password-only session.
 */
export const claimsOf = (sub: string, extra: Record<string, unknown> = {}) => ({
  sub,
  role: 'authenticated',
  aud: 'authenticated',
  aal: 'aal2',
  ...extra,
});

/** `as(sub, fn)`: runs fn as that person on the database `getDb()` returns when called. */
export const runAs =
  (getDb: () => Db) =>
  <T>(sub: string, fn: (tx: Tx) => Promise<T>): Promise<T> =>
    withUser(claimsOf(sub), fn, getDb());

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
 * `agents` also get the admin role.
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
  for (const id of agents) {
    await db.execute(
      sql`insert into public.user_roles (user_id, role) values (${id}, 'admin') on conflict do nothing`,
    );
  }
}
