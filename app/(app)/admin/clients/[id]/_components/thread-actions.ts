'use server';

import { requireAdmin } from '@/lib/auth/server';
import type { ActionState } from '@/lib/forms/action-state';
import { runAction } from '@/lib/forms/run-action';
import { agentMessageSchema, type MessageField } from '@/lib/messages/post';
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
    write: ({ clientId, ...data }) => sendMessage(agent, data, clientId),
    done: messageDone,
    paths: () => [{ layout: '/admin' }],
    failure: MESSAGE_FAILURE,
    mail: true,
  });
}
