/**
 * The agent's writes on engagements: draft, change, send, withdraw, delete. Agents write through
 * RLS as themselves (the database's policies and trigger decide what is allowed and audit each
 * move). The client's answer is in ./answer.ts.
 */
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { agentRegistrations, engagements, profiles, type Tx } from '@/lib/db';
import { pgCode } from '@/lib/db/errors';
import { offerFacts } from './offer-facts';
import type { OfferContent } from './offer';
import { renderSnapshot, sha256Hex } from './snapshot';

const contentColumns = (c: OfferContent) => ({
  services: c.services,
  feeItems: c.feeItems,
  gstApplies: c.gstApplies,
  disbursements: c.disbursements,
  paymentTerms: c.paymentTerms,
  conflictDeclaration: c.conflictDeclaration,
  expiresOn: c.expiresOn,
});

/** The client named in a new offer does not exist (foreign key). */
export const isUnknownClient = (error: unknown) => pgCode(error) === '23503';
/** The database refused a send: something required is missing or the date has passed. */
export const isIncompleteOffer = (error: unknown) => pgCode(error) === '23514';

export async function createDraft(
  agent: CurrentUser,
  input: { clientId: string; assessmentId?: string; content: OfferContent },
): Promise<string> {
  return asUser(agent, async (tx) => {
    const [row] = await tx
      .insert(engagements)
      .values({
        clientId: input.clientId,
        assessmentId: input.assessmentId ?? null,
        ...contentColumns(input.content),
      })
      .returning({ id: engagements.id });
    return row!.id;
  });
}

/** Changes a draft; false when it is no longer a draft (sent meanwhile) or not found. */
export async function updateDraft(
  agent: CurrentUser,
  id: string,
  content: OfferContent,
): Promise<boolean> {
  return asUser(agent, async (tx) => {
    const rows = await tx
      .update(engagements)
      .set(contentColumns(content))
      .where(and(eq(engagements.id, id), eq(engagements.status, 'draft')))
      .returning({ id: engagements.id });
    return rows.length === 1;
  });
}

async function clientName(tx: Tx, clientId: string): Promise<string> {
  const [p] = await tx
    .select({ name: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, clientId));
  return p?.name?.trim() || p?.email || 'the client';
}

export type SendResult = 'sent' | 'not_draft' | 'not_registered';

/**
 * Freezes the offer: renders the text the client will see from the draft as stored, and sends
 * it with its hash. The database recomputes the hash and refuses a mismatch, fills the agent's
 * facts' checks and sets sent_at; from then on nothing in it changes.
 */
export async function sendOffer(agent: CurrentUser, id: string): Promise<SendResult> {
  return asUser(agent, async (tx) => {
    // The offer names the agent who sends it (the database refuses anyone else).
    const [me] = await tx
      .select()
      .from(agentRegistrations)
      .where(eq(agentRegistrations.userId, agent.id));
    if (!me) return 'not_registered';
    const facts = offerFacts(me);
    const [row] = await tx
      .select()
      .from(engagements)
      .where(and(eq(engagements.id, id), eq(engagements.status, 'draft')))
      .for('update');
    if (!row) return 'not_draft';
    const snapshot = renderSnapshot({
      id: row.id,
      clientName: await clientName(tx, row.clientId),
      ...facts,
      services: row.services,
      feeItems: row.feeItems,
      gstApplies: row.gstApplies,
      disbursements: row.disbursements,
      paymentTerms: row.paymentTerms,
      conflictDeclaration: row.conflictDeclaration ?? '',
      expiresOn: row.expiresOn ?? '',
    });
    await tx
      .update(engagements)
      .set({
        status: 'sent',
        ...facts,
        snapshot,
        snapshotSha256: sha256Hex(snapshot),
      })
      .where(eq(engagements.id, id));
    return 'sent';
  });
}

/** Withdraws a sent offer; false when it was answered (or withdrawn) meanwhile. */
export async function withdrawOffer(agent: CurrentUser, id: string): Promise<boolean> {
  return asUser(agent, async (tx) => {
    const rows = await tx
      .update(engagements)
      .set({ status: 'withdrawn' })
      .where(and(eq(engagements.id, id), eq(engagements.status, 'sent')))
      .returning({ id: engagements.id });
    return rows.length === 1;
  });
}

export async function deleteDraft(agent: CurrentUser, id: string): Promise<boolean> {
  return asUser(agent, async (tx) => {
    const rows = await tx
      .delete(engagements)
      .where(and(eq(engagements.id, id), eq(engagements.status, 'draft')))
      .returning({ id: engagements.id });
    return rows.length === 1;
  });
}
