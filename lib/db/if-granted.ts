import 'server-only';
import { pgCode } from './errors';
import type { Tx } from './transaction';

/**
 * Runs `fn` in a savepoint and answers `fallback` when the database refuses the read for lack
 * of a grant (42501), instead of failing the whole transaction. For reads of tables whose rules
 * arrive in another migration (part 2's matters and engagements): before those rules a client is
 * granted nothing there, and the read is simply empty.
 */
export async function ifGranted<T>(tx: Tx, fn: (sp: Tx) => Promise<T>, fallback: T): Promise<T> {
  try {
    return await tx.transaction(fn);
  } catch (error) {
    if (pgCode(error) === '42501') return fallback;
    throw error;
  }
}
