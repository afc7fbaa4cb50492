'use server';

import { requireUser } from '@/lib/auth/server';
import type { ActionState } from '@/lib/forms/action-state';
import { runAction } from '@/lib/forms/run-action';
import { markThreadRead, messageSchema, type MessageField } from '@/lib/messages/post';
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
    write: async (data) => {
      const outcome = await sendMessage(user, data, user.id);
      // Answering means it was read (and is how a browser without JavaScript marks the thread).
      if (outcome.ok) await markThreadRead(user, user.id);
      return outcome;
    },
    done: 'Message sent.',
    paths: () => ['/dashboard'],
    failure: MESSAGE_FAILURE,
    mail: true,
  });
}

/** The messages tab calls this once the thread is on screen (components/messages/mark-read.tsx). */
export async function markMyThreadReadAction(_formData: FormData): Promise<void> {
  const user = await requireUser('/dashboard?tab=messages');
  await markThreadRead(user, user.id);
}
