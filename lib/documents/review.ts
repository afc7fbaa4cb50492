/** The agent's side: review a document, ask for one. As the agent, so RLS and the triggers hold. */
import 'server-only';
import { asUser } from '@/lib/auth/as-user';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrentUser } from '@/lib/auth/server';
import { documentRequests, documents } from '@/lib/db';
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
