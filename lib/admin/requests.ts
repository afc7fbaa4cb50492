/**
 * An agent's document requests after they are sent: change the note or due date, cancel, and the
 * due-date rule (today or later in the agent's own calendar). The database enforces the same
 * (20261126000700_agent_work.sql): clients cannot update requests at all, a due date in the past
 * everywhere is refused, a cancelled or answered request cannot be cancelled or changed.
 */
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { documentRequests } from '@/lib/db';
import { dateInZone } from '@/lib/time/zones';
import { viewerTimeZone } from '@/lib/time/viewer-zone';

export const DUE_IN_PAST = 'Choose today or a later date.';

/** Today in the agent's own zone (the browser's, see lib/time/viewer-zone.ts). */
export async function agentToday(): Promise<string> {
  return dateInZone(new Date(), await viewerTimeZone());
}

/** A refinement for any schema with an optional `dueOn` (YYYY-MM-DD): not before `today`. */
export const dueNotBefore =
  (today: string) => (v: { dueOn?: string | undefined }, ctx: z.RefinementCtx) => {
    if (v.dueOn && v.dueOn < today)
      ctx.addIssue({ code: 'custom', path: ['dueOn'], message: DUE_IN_PAST });
  };

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
