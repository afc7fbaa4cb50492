'use server';

import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import type { ActionState } from '@/lib/forms/action-state';
import { runAction } from '@/lib/forms/run-action';
import { agentMessageSchema, markThreadRead, type MessageField } from '@/lib/messages/post';
import { MESSAGE_FAILURE, MESSAGE_FIELDS, messageDone, sendMessage } from '@/lib/messages/send';

/** An agent writes to a client, or records a file note (agents only, by RLS). */
export async function agentMessageAction(
  _prev: ActionState<MessageField>,
  formData: FormData,
): Promise<ActionState<MessageField>> {
  const agent = await requireAdmin();
  return runAction({
    formData,
    fields: MESSAGE_FIELDS,
    schema: agentMessageSchema,
    write: async ({ clientId, ...data }) => {
      const outcome = await sendMessage(agent, data, clientId);
      // Answering means it was read (and is how a browser without JavaScript marks the thread).
      if (outcome.ok) await markThreadRead(agent, clientId);
      return outcome;
    },
    done: messageDone,
    paths: () => [{ layout: '/admin' }],
    failure: MESSAGE_FAILURE,
    mail: true,
  });
}

/** The client's thread calls this once it is on screen (components/messages/mark-read.tsx). */
export async function markClientThreadReadAction(formData: FormData): Promise<void> {
  const agent = await requireAdmin();
  const clientId = z.uuid().safeParse(formData.get('clientId'));
  if (clientId.success) await markThreadRead(agent, clientId.data);
}
