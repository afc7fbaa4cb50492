'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import type { ActionState } from '@/lib/forms/action-state';
import { agentMessageSchema, markThreadRead, type MessageField } from '@/lib/messages/post';
import { sendFromForm } from '@/lib/messages/send';

/** An agent writes to a client, or records a file note (agents only, by RLS). */
export async function agentMessageAction(
  _prev: ActionState<MessageField>,
  formData: FormData,
): Promise<ActionState<MessageField>> {
  const agent = await requireAdmin();
  const state = await sendFromForm(agent, formData, agentMessageSchema, (d) => d.clientId);
  if (state.status === 'ok') {
    // Answering means it was read (and is how a browser without JavaScript marks the thread).
    await markThreadRead(agent, String(formData.get('clientId')));
    revalidatePath('/admin', 'layout');
  }
  return state;
}

/** The client's thread calls this once it is on screen (components/messages/mark-read.tsx). */
export async function markClientThreadReadAction(formData: FormData): Promise<void> {
  const agent = await requireAdmin();
  const clientId = z.uuid().safeParse(formData.get('clientId'));
  if (clientId.success) await markThreadRead(agent, clientId.data);
}
