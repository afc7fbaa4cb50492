import 'server-only';
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
