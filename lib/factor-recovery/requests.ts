/**
 * A client who lost their authenticator asks for it to be removed, and can cancel (issue 36).
 * Each step is a function in `private` (20261128140000_factor_recoveries.sql) that judges who
 * may do it from the verified claims: the server calls it as its own role (asServerFor), since
 * the token itself has no grant to write the table.
 */
import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { asServerFor, asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { factorRecoveries, type FactorRecoveryRow } from '@/lib/db';
import { pgCode } from '@/lib/db/errors';
import { hasVerifiedFactor } from '@/lib/db/scoped';
import { OPEN_RECOVERY_STATUSES } from './constants';

export type { FactorRecoveryRow };

export type RecoveryResult =
  | 'requested'
  | 'cancelled'
  | 'verified'
  | 'approved'
  | 'already_open'
  | 'no_factor'
  | 'not_open'
  | 'not_allowed';

/** The person's open request (their own row, read as them), if any. */
export async function myOpenRecovery(user: CurrentUser): Promise<FactorRecoveryRow | null> {
  const rows = await asUser(user, (tx) =>
    tx
      .select()
      .from(factorRecoveries)
      .where(
        and(
          eq(factorRecoveries.clientId, user.id),
          inArray(factorRecoveries.status, [...OPEN_RECOVERY_STATUSES]),
        ),
      )
      .orderBy(desc(factorRecoveries.requestedAt))
      .limit(1),
  );
  return rows[0] ?? null;
}

/** Database refusals in the words the forms use. */
export function recoveryRefusal(error: unknown): RecoveryResult {
  const code = pgCode(error);
  if (code === '23505') return 'already_open';
  if (code === 'P0002') {
    const e = error as { constraint?: string; cause?: { constraint?: string } };
    const constraint = e.cause?.constraint ?? e.constraint;
    return constraint === 'factor_recoveries_no_factor' ? 'no_factor' : 'not_open';
  }
  if (code === '42501') return 'not_allowed';
  throw error;
}

/** The signed-in person (password alone is enough) asks for their authenticator to be removed. */
export async function requestRecovery(
  user: CurrentUser,
  contactNote: string | undefined,
): Promise<RecoveryResult> {
  try {
    await asServerFor(user, (tx) =>
      tx.execute(sql`select private.request_factor_recovery(${contactNote ?? null}::text)`),
    );
    return 'requested';
  } catch (error) {
    return recoveryRefusal(error);
  }
}

/** The client (their own) or an agent cancels an open request. */
export async function cancelRecovery(
  user: CurrentUser,
  requestId: string,
): Promise<RecoveryResult> {
  try {
    const rows = await asServerFor(user, (tx) =>
      tx.execute<{ result: string }>(
        sql`select private.cancel_factor_recovery(${requestId}::uuid) as result`,
      ),
    );
    return rows.rows[0]?.result === 'cancelled' ? 'cancelled' : 'not_open';
  } catch (error) {
    return recoveryRefusal(error);
  }
}

/**
 * Whether the person's authenticator was removed by a request in the last 14 days and they have
 * not set up a new one: the dashboard then invites them to.
 */
export async function removedAwaitingNewFactor(user: CurrentUser): Promise<boolean> {
  const rows = await asUser(user, (tx) =>
    tx
      .select({ id: factorRecoveries.id })
      .from(factorRecoveries)
      .where(
        and(
          eq(factorRecoveries.clientId, user.id),
          eq(factorRecoveries.status, 'completed'),
          sql`${factorRecoveries.completedAt} > now() - interval '14 days'`,
        ),
      )
      .limit(1),
  );
  return rows.length === 1 && !(await hasVerifiedFactor(user.id));
}
