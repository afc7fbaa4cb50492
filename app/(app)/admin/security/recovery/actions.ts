'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import { approveRecovery, verifyRecovery } from '@/lib/factor-recovery/agent';
import { CHECK_NOTE_MAX, CHECK_NOTE_MIN } from '@/lib/factor-recovery/constants';
import { cancelRecovery, type RecoveryResult } from '@/lib/factor-recovery/requests';
import { type ActionState, failed, formValues, invalid, ok } from '@/lib/forms/action-state';

const PATH = '/admin/security/recovery';

const requestId = z.object({ requestId: z.uuid() });
const checkSchema = requestId.extend({
  note: z
    .string()
    .trim()
    .min(CHECK_NOTE_MIN, {
      error: 'Write what you checked: the call, the passport, anything that did not match.',
    })
    .max(CHECK_NOTE_MAX, { error: `Keep the note under ${CHECK_NOTE_MAX} characters.` }),
});

const REFUSED: Partial<Record<RecoveryResult, string>> = {
  not_open: 'This request has moved on or was cancelled. The list is up to date now.',
  not_allowed: 'Another agent must approve: not the one who checked the identity.',
};

function answer(result: RecoveryResult, done: string) {
  revalidatePath(PATH);
  revalidatePath('/admin');
  if (result === 'verified' || result === 'approved' || result === 'cancelled') return ok(done);
  return failed(REFUSED[result] ?? 'That did not work. Please try again.');
}

/** The identity check is recorded as a file note in the client's file, and the request verified. */
export async function verifyRecoveryAction(
  _prev: ActionState<'requestId' | 'note'>,
  formData: FormData,
): Promise<ActionState<'requestId' | 'note'>> {
  const agent = await requireAdmin(PATH);
  const values = formValues(formData, ['requestId', 'note'] as const);
  const parsed = checkSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values, null);
  const result = await verifyRecovery(agent, parsed.data.requestId, parsed.data.note);
  return answer(result, 'Identity check recorded. A second agent approves next.');
}

/** A second agent approves; the authenticator goes after the 24-hour wait. */
export async function approveRecoveryAction(
  _prev: ActionState<'requestId'>,
  formData: FormData,
): Promise<ActionState<'requestId'>> {
  const agent = await requireAdmin(PATH);
  const parsed = requestId.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return failed('Choose a request.');
  const result = await approveRecovery(agent, parsed.data.requestId);
  return answer(result, 'Approved. The authenticator is removed after 24 hours.');
}

export async function cancelRecoveryAction(
  _prev: ActionState<'requestId'>,
  formData: FormData,
): Promise<ActionState<'requestId'>> {
  const agent = await requireAdmin(PATH);
  const parsed = requestId.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return failed('Choose a request.');
  const result = await cancelRecovery(agent, parsed.data.requestId);
  return answer(result, 'Request cancelled. The client was told by e-mail.');
}
