/**
 * The agent's writes on matters and their deadlines, each as the agent (asUser) so RLS and the
 * triggers of 20261126120000_matters_rules.sql judge them; the database's refusals come back as
 * one sentence for the form. The client's only write, the approval, is in ./approve.ts.
 */
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { deadlines, documentRequests, engagements, matterEvents, matters, type Tx } from '@/lib/db';
import { pgCode } from '@/lib/db/errors';
import type { requestSchema } from '@/lib/documents/agent';
import { isMatterRule, MATTER_RULES, NOT_ALLOWED, RULE_FALLBACK } from './messages';
import type {
  DeadlineInput,
  deadlineConfirmSchema,
  deadlineDoneSchema,
  matterNoteSchema,
  OpenMatterInput,
  StageChangeInput,
  summarySchema,
} from './schemas';
import { fieldsFor } from './stages';

/** `id` is the matter's: the pages to refresh follow from it. */
export type WriteResult = { ok: true; id: string } | { ok: false; message: string };

/** A refusal by a rule (23514) or by RLS/grants (42501) as a sentence; anything else rethrown. */
function refusal(error: unknown): WriteResult {
  const code = pgCode(error);
  const e = error as { cause?: { constraint?: string; message?: string }; constraint?: string };
  const constraint = e.cause?.constraint ?? e.constraint;
  if (code === '23514')
    return {
      ok: false,
      message: isMatterRule(constraint)
        ? MATTER_RULES[constraint]
        : e.cause?.message || RULE_FALLBACK,
    };
  if (code === '42501') return { ok: false, message: NOT_ALLOWED };
  throw error;
}

/** Runs `write` as the agent: its id, `missing` if it touched nothing, or the refusal. */
async function attempt(
  agent: CurrentUser,
  write: (tx: Tx) => Promise<string | undefined>,
  missing: string,
): Promise<WriteResult> {
  try {
    const id = await asUser(agent, write);
    return id ? { ok: true, id } : { ok: false, message: missing };
  } catch (error) {
    return refusal(error);
  }
}

/**
 * Opens a matter for the client of an accepted engagement; the opener is its agent. Read and
 * insert both run as the agent (RLS: an agent at aal2 reads every engagement, anyone else none),
 * and the trigger checks the engagement is accepted and the client's.
 */
export async function openMatter(agent: CurrentUser, input: OpenMatterInput): Promise<WriteResult> {
  if (!agent.isAdmin) return { ok: false, message: NOT_ALLOWED };
  const [e] = await asUser(agent, (tx) =>
    tx
      .select({ clientId: engagements.clientId })
      .from(engagements)
      .where(eq(engagements.id, input.engagementId)),
  );
  if (!e) return { ok: false, message: 'That engagement was not found.' };
  return attempt(
    agent,
    async (tx) => {
      const [row] = await tx
        .insert(matters)
        .values({
          clientId: e.clientId,
          engagementId: input.engagementId,
          visaSubclass: input.visaSubclass,
          title: input.title,
          assignedAgentId: agent.id,
        })
        .returning({ id: matters.id });
      return row?.id;
    },
    'The matter could not be opened.',
  );
}

/**
 * Moves the matter on from the stage the form was shown at, with only the details that move
 * asks for (lib/matters/stages.ts): a reply to a request for information keeps the TRN and date.
 */
export function changeStage(agent: CurrentUser, input: StageChangeInput) {
  const details = Object.fromEntries(fieldsFor(input.from, input.to).map((f) => [f, input[f]]));
  return attempt(
    agent,
    async (tx) => {
      const [row] = await tx
        .update(matters)
        .set({ stage: input.to, ...details })
        .where(and(eq(matters.id, input.matterId), eq(matters.stage, input.from)))
        .returning({ id: matters.id });
      return row?.id;
    },
    'The matter is no longer at that stage. Reload the page to see where it is now.',
  );
}

export function attachSummary(agent: CurrentUser, input: z.output<typeof summarySchema>) {
  return attempt(
    agent,
    async (tx) => {
      const [row] = await tx
        .update(matters)
        .set({ summaryDocumentId: input.documentId })
        .where(eq(matters.id, input.matterId))
        .returning({ id: matters.id });
      return row?.id;
    },
    'That matter was not found.',
  );
}

export function addDeadline(agent: CurrentUser, input: DeadlineInput) {
  return attempt(
    agent,
    async (tx) => {
      const [row] = await tx
        .insert(deadlines)
        .values({
          matterId: input.matterId,
          kind: input.kind,
          dueOn: input.dueOn,
          note: input.note ?? null,
          visibleToClient: input.visibleToClient,
          memberId: input.memberId ?? null,
          shared: input.shared ?? false,
        })
        .returning({ id: deadlines.matterId });
      return row?.id;
    },
    'The deadline could not be saved.',
  );
}

/** Done or reopened (the database stamps the time and audits both). */
export function setDeadlineDone(agent: CurrentUser, input: z.output<typeof deadlineDoneSchema>) {
  return attempt(
    agent,
    async (tx) => {
      const [row] = await tx
        .update(deadlines)
        .set({ doneAt: input.done ? new Date() : null })
        .where(eq(deadlines.id, input.id))
        .returning({ id: deadlines.matterId });
      return row?.id;
    },
    'That deadline was not found.',
  );
}

/** The agent checks a proposed deadline against the letter: its date, confirmed, maybe shown. */
export function confirmDeadline(agent: CurrentUser, input: z.output<typeof deadlineConfirmSchema>) {
  return attempt(
    agent,
    async (tx) => {
      const [row] = await tx
        .update(deadlines)
        .set({
          dueOn: input.dueOn,
          confirmedAt: new Date(),
          visibleToClient: input.visibleToClient,
        })
        .where(and(eq(deadlines.id, input.id), isNull(deadlines.confirmedAt)))
        .returning({ id: deadlines.matterId });
      return row?.id;
    },
    'That deadline was confirmed already.',
  );
}

export function addMatterNote(agent: CurrentUser, input: z.output<typeof matterNoteSchema>) {
  return attempt(
    agent,
    async (tx) => {
      const [row] = await tx
        .insert(matterEvents)
        .values({
          matterId: input.matterId,
          actorId: agent.id,
          note: input.note,
          agentOnly: input.agentOnly,
        })
        .returning({ id: matterEvents.matterId });
      return row?.id;
    },
    'The note could not be saved.',
  );
}

/** A document request for this matter's client, tied to the matter. */
export function requestMatterDocument(
  agent: CurrentUser,
  input: Omit<z.output<typeof requestSchema>, 'clientId'> & {
    matterId: string;
    /** Whom on a family matter it asks (a member), and whether every member sees it. */
    memberId?: string;
    shared?: boolean;
  },
) {
  const { matterId } = input;
  return attempt(
    agent,
    async (tx) => {
      const [m] = await tx
        .select({ clientId: matters.clientId })
        .from(matters)
        .where(eq(matters.id, matterId));
      if (!m) return undefined;
      const [row] = await tx
        .insert(documentRequests)
        .values({
          clientId: m.clientId,
          matterId,
          category: input.category,
          note: input.note || null,
          dueOn: input.dueOn ?? null,
          requestedBy: agent.id,
          memberId: input.memberId ?? null,
          shared: input.shared ?? false,
        })
        .returning({ id: documentRequests.matterId });
      return row?.id ?? undefined;
    },
    'That matter was not found.',
  );
}
