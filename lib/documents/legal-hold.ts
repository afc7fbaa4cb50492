/**
 * Legal hold: an agent keeps a document past its retention date (a dispute, a review, a
 * complaint) or lifts the hold. The write is private.set_legal_hold, run as the app's database
 * role: it checks the agent role again and records the change in the audit log under the agent.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrentUser } from '@/lib/auth/server';
import { type Db, db as defaultDb, inTransaction } from '@/lib/db';

export const legalHoldSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  hold: z.enum(['on', 'off']).transform((v) => v === 'on'),
});

export type LegalHoldOutcome = 'ok' | 'not_found' | 'being_destroyed';

export async function setLegalHold(
  agent: CurrentUser,
  documentId: string,
  hold: boolean,
  database: Db = defaultDb,
): Promise<LegalHoldOutcome> {
  if (!agent.isAdmin) throw new Error('only an agent sets a legal hold');
  return inTransaction(database, async (tx) => {
    const result = await tx.execute<{ outcome: LegalHoldOutcome }>(
      sql`select private.set_legal_hold(${agent.id}::uuid, ${documentId}::uuid, ${hold}) as outcome`,
    );
    return result.rows[0]!.outcome;
  });
}
