'use server';

import { requireUser } from '@/lib/auth/server';
import type { ActionState } from '@/lib/forms/action-state';
import { runAction } from '@/lib/forms/run-action';
import { messageSchema, type MessageField } from '@/lib/messages/post';
import { MESSAGE_FAILURE, MESSAGE_FIELDS, sendMessage } from '@/lib/messages/send';

/** A client writes in their own thread (the database holds them to it, whatever the form says). */
export async function sendMessageAction(
  _prev: ActionState<MessageField>,
  formData: FormData,
): Promise<ActionState<MessageField>> {
  const user = await requireUser('/dashboard?tab=messages');
  return runAction({
    formData,
    fields: MESSAGE_FIELDS,
    schema: messageSchema,
    write: (data) => sendMessage(user, data, user.id),
    done: 'Message sent.',
    paths: () => ['/dashboard'],
    failure: MESSAGE_FAILURE,
    mail: true,
  });
}
