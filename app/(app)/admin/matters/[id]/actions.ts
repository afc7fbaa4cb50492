'use server';

import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import { agentToday, dueNotBefore } from '@/lib/admin/requests';
import type { ActionState } from '@/lib/forms/action-state';
import { requestSchema } from '@/lib/documents/review';
import {
  addDeadline,
  addMatterNote,
  attachSummary,
  changeStage,
  confirmDeadline,
  requestMatterDocument,
  setDeadlineDone,
} from '@/lib/matters/actions-core';
import {
  deadlineConfirmSchema,
  deadlineDoneSchema,
  deadlineSchema,
  matterNoteSchema,
  stageChangeSchema,
  summarySchema,
} from '@/lib/matters/schemas';
import { runMatterAction } from '../_components/run-matter-action';

const matterPaths = (matterId: string) => [
  `/admin/matters/${matterId}`,
  '/admin/matters',
  '/admin/deadlines',
  '/admin',
];

export async function changeStageAction(
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  const agent = await requireAdmin('/admin/matters');
  return runMatterAction({
    who: agent,
    formData,
    fields: ['to', 'trn', 'lodgedOn', 'outcome', 'decidedOn'],
    schema: stageChangeSchema,
    write: (input) => changeStage(agent, input),
    done: 'Stage changed. The client has been told by e-mail.',
    paths: (input) => matterPaths(input.matterId),
  });
}

export async function attachSummaryAction(
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  const agent = await requireAdmin('/admin/matters');
  return runMatterAction({
    who: agent,
    formData,
    fields: ['documentId'],
    schema: summarySchema,
    write: (input) => attachSummary(agent, input),
    done: 'Summary attached.',
    paths: (input) => matterPaths(input.matterId),
  });
}

export async function addDeadlineAction(
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  const agent = await requireAdmin('/admin/matters');
  return runMatterAction({
    who: agent,
    formData,
    fields: ['kind', 'dueOn', 'note', 'visibleToClient'],
    schema: deadlineSchema,
    write: (input) => addDeadline(agent, input),
    done: 'Deadline added.',
    paths: (input) => matterPaths(input.matterId),
  });
}

/** Done or reopened; used on the matter page and on /admin/deadlines. */
export async function deadlineDoneAction(
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  const agent = await requireAdmin('/admin/deadlines');
  return runMatterAction({
    who: agent,
    formData,
    fields: ['id'],
    schema: deadlineDoneSchema,
    write: (input) => setDeadlineDone(agent, input),
    done: 'Saved.',
    paths: (_input, matterId) => matterPaths(matterId),
  });
}

export async function confirmDeadlineAction(
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  const agent = await requireAdmin('/admin/deadlines');
  return runMatterAction({
    who: agent,
    formData,
    fields: ['dueOn', 'visibleToClient'],
    schema: deadlineConfirmSchema,
    write: (input) => confirmDeadline(agent, input),
    done: 'Deadline confirmed.',
    paths: (_input, matterId) => matterPaths(matterId),
  });
}

export async function requestMatterDocumentAction(
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  const agent = await requireAdmin('/admin/matters');
  // Today or later in the agent's own calendar (the database checks too).
  const schema = requestSchema
    .omit({ clientId: true })
    .extend({ matterId: z.uuid() })
    .superRefine(dueNotBefore(await agentToday()));
  return runMatterAction({
    who: agent,
    formData,
    fields: ['category', 'dueOn', 'note'],
    schema,
    write: (input) => requestMatterDocument(agent, input),
    done: 'Request sent to the client.',
    paths: (input) => matterPaths(input.matterId),
  });
}

export async function addMatterNoteAction(
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  const agent = await requireAdmin('/admin/matters');
  return runMatterAction({
    who: agent,
    formData,
    fields: ['note', 'agentOnly'],
    schema: matterNoteSchema,
    write: (input) => addMatterNote(agent, input),
    done: 'Added to the timeline.',
    paths: (input) => matterPaths(input.matterId),
  });
}
