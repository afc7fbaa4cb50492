import 'server-only';
import { type Tx, withUser } from '@/lib/db';
import type { CurrentUser } from './server';

/**
 * Runs queries as the signed-in person (role `authenticated`, their verified claims), so RLS
 * decides what they see. The one way data-layer modules turn a CurrentUser into a scoped
 * transaction.
 */
export function asUser<T>(user: CurrentUser, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withUser({ ...user.claims, sub: user.id }, fn);
}
