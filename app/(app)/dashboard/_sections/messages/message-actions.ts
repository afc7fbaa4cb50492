'use server';

import { revalidatePath } from 'next/cache';
import { requireUser } from '@/lib/auth/server';
import type { ActionState } from '@/lib/forms/action-state';
import { messageSchema, type MessageField } from '@/lib/messages/post';
import { sendFromForm } from '@/lib/messages/send';

/** A client writes in their own thread (the database holds them to it, whatever the form says). */
export async function sendMessageAction(
  _prev: ActionState<MessageField>,
  formData: FormData,
): Promise<ActionState<MessageField>> {
  const user = await requireUser('/dashboard?tab=messages');
  const state = await sendFromForm(user, formData, messageSchema, () => user.id);
  if (state.status === 'ok') revalidatePath('/dashboard');
  return state;
}
