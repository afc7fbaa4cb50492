/**
 * What agents do with clients' requests to remove a lost authenticator (issue 36): list the open
 * ones, record the identity check (a file note) and approve as a second agent. The database
 * decides who may (20261128140000_factor_recoveries.sql); cancelling is requests.ts's
 * cancelRecovery, the same for agents and the client.
 */
import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { asServerFor, asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { documents, factorRecoveries, messages, profiles } from '@/lib/db';
import { OPEN_RECOVERY_STATUSES } from './constants';
import { recoveryRefusal, type RecoveryResult } from './requests';

const verifier = alias(profiles, 'verifier');
const approver = alias(profiles, 'approver');

/**
 * Open requests, oldest first, with what the agent needs to act: the client's name and contact
 * note, whether a passport is on file, who checked and approved, and the check's file note.
 * `clientId` narrows to one client (their page).
 */
export async function openRecoveries(agent: CurrentUser, clientId?: string) {
  return asUser(agent, (tx) =>
    tx
      .select({
        id: factorRecoveries.id,
        clientId: factorRecoveries.clientId,
        status: factorRecoveries.status,
        contactNote: factorRecoveries.contactNote,
        requestedAt: factorRecoveries.requestedAt,
        verifiedBy: factorRecoveries.verifiedBy,
        verifiedAt: factorRecoveries.verifiedAt,
        approvedAt: factorRecoveries.approvedAt,
        removalDueAt: factorRecoveries.removalDueAt,
        clientName: profiles.fullName,
        clientEmail: profiles.email,
        clientPhone: profiles.phone,
        verifierName: sql<
          string | null
        >`coalesce(nullif(${verifier.fullName}, ''), ${verifier.email})`,
        approverName: sql<
          string | null
        >`coalesce(nullif(${approver.fullName}, ''), ${approver.email})`,
        checkNote: messages.body,
        passportOnFile: sql<boolean>`exists (select 1 from ${documents}
          where ${documents.clientId} = ${factorRecoveries.clientId}
            and ${documents.category} = 'passport' and ${documents.hiddenAt} is null)`,
      })
      .from(factorRecoveries)
      .leftJoin(profiles, eq(profiles.id, factorRecoveries.clientId))
      .leftJoin(verifier, eq(verifier.id, factorRecoveries.verifiedBy))
      .leftJoin(approver, eq(approver.id, factorRecoveries.approvedBy))
      .leftJoin(messages, eq(messages.id, factorRecoveries.verificationNoteId))
      .where(
        and(
          inArray(factorRecoveries.status, [...OPEN_RECOVERY_STATUSES]),
          clientId ? eq(factorRecoveries.clientId, clientId) : undefined,
        ),
      )
      .orderBy(asc(factorRecoveries.requestedAt)),
  );
}

export type OpenRecovery = Awaited<ReturnType<typeof openRecoveries>>[number];

/** The agent records the video-call identity check; it goes into the client's file as a file note. */
export async function verifyRecovery(
  agent: CurrentUser,
  requestId: string,
  note: string,
): Promise<RecoveryResult> {
  try {
    const rows = await asServerFor(agent, (tx) =>
      tx.execute<{ result: string }>(
        sql`select private.verify_factor_recovery(${requestId}::uuid, ${note}) as result`,
      ),
    );
    return rows.rows[0]?.result === 'verified' ? 'verified' : 'not_open';
  } catch (error) {
    return recoveryRefusal(error);
  }
}

/** A second agent approves; the authenticator is removed 24 hours later by the scheduled job. */
export async function approveRecovery(
  agent: CurrentUser,
  requestId: string,
): Promise<RecoveryResult> {
  try {
    const rows = await asServerFor(agent, (tx) =>
      tx.execute<{ result: string }>(
        sql`select private.approve_factor_recovery(${requestId}::uuid) as result`,
      ),
    );
    return rows.rows[0]?.result === 'approved' ? 'approved' : 'not_open';
  } catch (error) {
    return recoveryRefusal(error);
  }
}
