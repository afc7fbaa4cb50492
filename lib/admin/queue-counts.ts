/**
 * The agent queue's whole-table counts in one statement (private.agent_queue_counts,
 * 20261201100400): new leads, assessments and documents waiting, requests overdue, documents
 * expiring, open deadlines and matters per stage. The database refuses anyone but an agent at
 * aal2. Cached per request, so /admin's sections share one round trip.
 */
import 'server-only';
import { cache } from 'react';
import { sql } from 'drizzle-orm';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import type { Db } from '@/lib/db';
import type { MatterStage } from '@/lib/matters/constants';

/** The window of "expiring soon" documents, in days (the queue's list and its count). */
export const EXPIRY_WINDOW_DAYS = 90;

export interface QueueCounts {
  leads: number;
  assessments: number;
  documents: number;
  requests: number;
  expiring: number;
  deadlines: { overdue: number; week: number; unconfirmed: number };
  stages: Partial<Record<MatterStage, { n: number; approved: number }>>;
}

export async function queueCountsFor(
  agent: CurrentUser,
  today: string,
  db?: Db,
): Promise<QueueCounts> {
  return asUser(
    agent,
    async (tx) =>
      (
        await tx.execute<{ c: QueueCounts }>(
          sql`select private.agent_queue_counts(${today}::date, ${EXPIRY_WINDOW_DAYS}) as c`,
        )
      ).rows[0]!.c,
    db,
  );
}

/** Per request: the queue's sections ask once. */
export const queueCounts = cache(queueCountsFor);
