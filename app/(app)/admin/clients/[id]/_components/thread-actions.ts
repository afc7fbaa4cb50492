'use server';

import { revalidatePath } from 'next/cache';
import { requireAdmin } from '@/lib/auth/server';
import type { ActionState } from '@/lib/forms/action-state';
import { agentMessageSchema, type MessageField } from '@/lib/messages/post';
import { sendFromForm } from '@/lib/messages/send';

/** An agent writes to a client, or records a file note (agents only, by RLS). */
export async function agentMessageAction(
  _prev: ActionState<MessageField>,
  formData: FormData,
): Promise<ActionState<MessageField>> {
  const agent = await requireAdmin();
  const state = await sendFromForm(agent, formData, agentMessageSchema, (d) => d.clientId);
  if (state.status === 'ok') revalidatePath('/admin', 'layout');
  return state;
}
