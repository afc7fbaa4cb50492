/**
 * The agent's side of documents: review one, ask for one, change or cancel what was asked, put one
 * on legal hold. As the agent, so RLS and the triggers hold and the database writes each audit
 * entry. After a request
 * is sent the database enforces (20261126000700_agent_work.sql): clients cannot update requests at
 * all, a due date in the past is refused, a cancelled or answered request cannot be cancelled or
 * changed.
 */
import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { asServerFor, asUser } from '@/lib/auth/as-user';
import { z } from 'zod';
import type { CurrentUser } from '@/lib/auth/server';
import { type Db, documentRequests, documents } from '@/lib/db';
import { DOCUMENT_CATEGORIES } from './constants';

export const reviewSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('accepted'), id: z.uuid(), reason: z.string().optional() }),
  z.object({
    decision: z.literal('needs_replacement'),
    id: z.uuid(),
    reason: z
      .string()
      .trim()
      .min(3, 'Tell the client what to fix, for example "the corners are cut off".')
      .max(1000, 'Use at most 1,000 characters.'),
  }),
]);

export const requestSchema = z.object({
  clientId: z.uuid(),
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'Choose a document.' }),
  note: z.string().trim().max(1000, 'Use at most 1,000 characters.').optional(),
  dueOn: z.iso
    .date({ error: 'Choose a due date.' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export async function reviewDocument(agent: CurrentUser, input: z.output<typeof reviewSchema>) {
  const [row] = await asUser(agent, (tx) =>
    tx
      .update(documents)
      .set({
        status: input.decision,
        reviewReason: input.decision === 'needs_replacement' ? input.reason : null,
      })
      .where(eq(documents.id, input.id))
      .returning({ id: documents.id, clientId: documents.clientId }),
  );
  return row ?? null;
}

export async function requestDocument(agent: CurrentUser, input: z.output<typeof requestSchema>) {
  const [row] = await asUser(agent, (tx) =>
    tx
      .insert(documentRequests)
      .values({
        clientId: input.clientId,
        category: input.category,
        note: input.note || null,
        dueOn: input.dueOn ?? null,
        requestedBy: agent.id,
      })
      .returning({ id: documentRequests.id }),
  );
  return row;
}

export const requestEditSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  note: z.string().trim().max(1000, 'Use at most 1,000 characters.').optional(),
  dueOn: z.iso
    .date({ error: 'Choose a due date.' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export const requestCancelSchema = z.object({ id: z.uuid(), clientId: z.uuid() });

/** This client's request, still open: not answered by an upload, not cancelled. */
const openRequest = (input: { id: string; clientId: string }) =>
  and(
    eq(documentRequests.id, input.id),
    eq(documentRequests.clientId, input.clientId),
    isNull(documentRequests.fulfilledBy),
    isNull(documentRequests.cancelledAt),
  );

/** Only an open request (not answered, not cancelled) changes; null when there is none. */
export async function editDocumentRequest(
  agent: CurrentUser,
  input: z.output<typeof requestEditSchema>,
) {
  const [row] = await asUser(agent, (tx) =>
    tx
      .update(documentRequests)
      .set({ note: input.note || null, dueOn: input.dueOn ?? null })
      .where(openRequest(input))
      .returning({ id: documentRequests.id }),
  );
  return row ?? null;
}

export async function cancelDocumentRequest(
  agent: CurrentUser,
  input: z.output<typeof requestCancelSchema>,
) {
  const [row] = await asUser(agent, (tx) =>
    tx
      .update(documentRequests)
      // The database sets the time and the canceller from the session whatever is sent.
      .set({ cancelledAt: new Date(), cancelledBy: agent.id })
      .where(openRequest(input))
      .returning({ id: documentRequests.id }),
  );
  return row ?? null;
}

export const legalHoldSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  hold: z.enum(['on', 'off']).transform((v) => v === 'on'),
});

export type LegalHoldOutcome = 'ok' | 'not_found' | 'being_destroyed';

/**
 * Legal hold: an agent keeps a document past its retention date (a dispute, a review, a
 * complaint) or lifts the hold. private.set_legal_hold is not the token's to call: it runs as the
 * server's own role in the agent's checked session, checks the agent role again and records the
 * change in the audit log under the agent.
 */
export async function setLegalHold(
  agent: CurrentUser,
  documentId: string,
  hold: boolean,
  database?: Db,
): Promise<LegalHoldOutcome> {
  if (!agent.isAdmin) throw new Error('only an agent sets a legal hold');
  return asServerFor(
    agent,
    async (tx) => {
      const result = await tx.execute<{ outcome: LegalHoldOutcome }>(
        sql`select private.set_legal_hold(${documentId}::uuid, ${hold}) as outcome`,
      );
      return result.rows[0]!.outcome;
    },
    database,
  );
}
