'use server';

import { revalidatePath } from 'next/cache';
import { requireUser } from '@/lib/auth/server';
import type { ActionState } from '@/lib/forms/action-state';
import { markThreadRead, messageSchema, type MessageField } from '@/lib/messages/post';
import { sendFromForm } from '@/lib/messages/send';

/** A client writes in their own thread (the database holds them to it, whatever the form says). */
export async function sendMessageAction(
  _prev: ActionState<MessageField>,
  formData: FormData,
): Promise<ActionState<MessageField>> {
  const user = await requireUser('/dashboard?tab=messages');
  const state = await sendFromForm(user, formData, messageSchema, () => user.id);
  if (state.status === 'ok') {
    // Answering means it was read (and is how a browser without JavaScript marks the thread).
    await markThreadRead(user, user.id);
    revalidatePath('/dashboard');
  }
  return state;
}

/** The messages tab calls this once the thread is on screen (components/messages/mark-read.tsx). */
export async function markMyThreadReadAction(_formData: FormData): Promise<void> {
  const user = await requireUser('/dashboard?tab=messages');
  await markThreadRead(user, user.id);
}
