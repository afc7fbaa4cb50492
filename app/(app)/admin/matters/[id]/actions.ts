'use server';

import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import { agentToday, dueNotBefore } from '@/lib/time/due-date';
import type { CurrentUser } from '@/lib/auth/server';
import type { ActionState } from '@/lib/forms/action-state';
import { requestSchema } from '@/lib/documents/agent';
import {
  addDeadline,
  addMatterNote,
  changeStage,
  confirmDeadline,
  requestMatterDocument,
  setDeadlineDone,
  type WriteResult,
} from '@/lib/matters/agent';
import {
  deadlineConfirmSchema,
  deadlineDoneSchema,
  deadlineSchema,
  matterNoteSchema,
  stageChangeSchema,
} from '@/lib/matters/schemas';
import { runAction } from '@/lib/forms/run-action';
import { memberTarget } from '@/lib/matters/member-schemas';

/** The pages that show a matter; every write refreshes them. */
const matterPaths = (matterId: string) => [
  `/admin/matters/${matterId}`,
  '/admin/matters',
  '/admin/deadlines',
  '/admin',
];

interface Spec<S extends z.ZodType> {
  fields: readonly string[];
  schema: (agent: CurrentUser) => Promise<S> | S;
  write: (agent: CurrentUser, input: z.output<S>) => Promise<WriteResult>;
  done: string;
}
const spec = <S extends z.ZodType>(s: Spec<S>) => s as unknown as Spec<z.ZodType>;

/** Each form on the matter page (and /admin/deadlines) names its kind; the lib write does the work. */
const SPECS = {
  stage: spec({
    fields: ['to', 'trn', 'lodgedOn', 'outcome', 'decidedOn'],
    schema: () => stageChangeSchema,
    write: changeStage,
    done: 'Stage changed. The client has been told by e-mail.',
  }),
  deadline: spec({
    fields: ['kind', 'dueOn', 'note', 'visibleToClient', 'memberId', 'shared'],
    schema: () => deadlineSchema,
    write: addDeadline,
    done: 'Deadline added.',
  }),
  deadlineDone: spec({
    fields: ['id'],
    schema: () => deadlineDoneSchema,
    write: setDeadlineDone,
    done: 'Saved.',
  }),
  deadlineConfirm: spec({
    fields: ['dueOn', 'visibleToClient'],
    schema: () => deadlineConfirmSchema,
    write: confirmDeadline,
    done: 'Deadline confirmed.',
  }),
  // Due today or later in the agent's own calendar (the database checks too).
  request: spec({
    fields: ['category', 'dueOn', 'note', 'memberId', 'shared'],
    schema: async () =>
      requestSchema
        .omit({ clientId: true })
        .extend({ matterId: z.uuid(), ...memberTarget })
        .superRefine(dueNotBefore(await agentToday())),
    write: requestMatterDocument,
    done: 'Request sent to the client.',
  }),
  note: spec({
    fields: ['note', 'agentOnly'],
    schema: () => matterNoteSchema,
    write: addMatterNote,
    done: 'Added to the timeline.',
  }),
};
export type MatterFormKind = keyof typeof SPECS;

/** The one server action of the agent's matter forms: bound to its kind by each form. */
export async function matterFormAction(
  kind: MatterFormKind,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  const agent = await requireAdmin('/admin/matters');
  const s = SPECS[kind];
  if (!s) return { status: 'error', at: Date.now(), message: 'Unknown form.' };
  return runAction({
    formData,
    fields: s.fields,
    schema: await s.schema(agent),
    parse: 'form',
    write: (input) => s.write(agent, input),
    done: s.done,
    // Every write answers with its matter's id.
    paths: (_input, matterId) => (matterId ? matterPaths(matterId) : []),
    failure: {
      event: 'matter_write_failed',
      message: 'That could not be saved. Please try again.',
    },
    mail: true,
  });
}
