import 'server-only';
import { sql } from 'drizzle-orm';
import { type Db, type Tx, withUser } from '@/lib/db';
import type { CurrentUser } from './server';

/**
 * Runs queries as the signed-in person (role `authenticated`, their verified claims), so RLS
 * decides what they see. The one way data-layer modules turn a CurrentUser into a scoped
 * transaction. `db` is for tests that bring their own database.
 */
export function asUser<T>(user: CurrentUser, fn: (tx: Tx) => Promise<T>, db?: Db): Promise<T> {
  return withUser({ ...user.claims, sub: user.id }, fn, db);
}

/**
 * Runs fn as the server's own database role (the DATABASE_URL role) with the person's verified
 * claims still set, so auth.uid() inside private functions is theirs. The one door to the
 * functions in `private` that act for a person and that the token may not call (approve_matter,
 * close_account, record_document, set_legal_hold, submit_assessment, respond_to_engagement…):
 * each takes the person from the claims, never from a parameter (tests/rls/actor-cases.ts).
 */
export function asServerFor<T>(user: CurrentUser, fn: (tx: Tx) => Promise<T>, db?: Db): Promise<T> {
  return asUser(
    user,
    async (tx) => {
      await tx.execute(sql`set local role none`);
      return fn(tx);
    },
    db,
  );
}
