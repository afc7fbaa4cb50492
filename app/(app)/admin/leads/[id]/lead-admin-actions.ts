'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import { inviteLeadAsClient } from '@/lib/admin/invite';
import { pgCode } from '@/lib/admin/scope';
import { failed, ok, type ActionState } from '@/lib/forms/action-state';
import { setLeadAssignee } from '@/lib/leads/agent';
import { logFailure } from '@/lib/log';

const assignInput = z.object({
  id: z.uuid(),
  assignee: z.union([z.uuid(), z.literal('')]),
});

export async function assignLeadAction(
  _prev: ActionState<never>,
  formData: FormData,
): Promise<ActionState<never>> {
  const admin = await requireAdmin();
  const parsed = assignInput.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return failed('Choose an agent.');
  try {
    const updated = await setLeadAssignee(admin, parsed.data.id, parsed.data.assignee || null);
    if (!updated.length) return failed('That lead no longer exists.');
  } catch (error) {
    if (pgCode(error) === '23514') return failed('That person is not an agent any more.');
    logFailure('lead_assign_failed', error);
    return failed('The lead could not be assigned. Please try again.');
  }
  revalidatePath(`/admin/leads/${parsed.data.id}`);
  return ok('Assignee saved.');
}

export async function inviteAsClientAction(
  _prev: ActionState<never>,
  formData: FormData,
): Promise<ActionState<never>> {
  const admin = await requireAdmin();
  const parsed = z.object({ id: z.uuid() }).safeParse(Object.fromEntries(formData));
  if (!parsed.success) return failed('That lead no longer exists.');
  try {
    const result = await inviteLeadAsClient(admin, parsed.data.id);
    if (!result.ok) return failed(result.message);
    revalidatePath(`/admin/leads/${parsed.data.id}`);
    return ok(
      result.kind === 'invited'
        ? 'Invitation sent. The lead is linked to their new account.'
        : 'They already had an account: the lead is now linked to it.',
    );
  } catch (error) {
    logFailure('lead_invite_failed', error);
    return failed('The invitation could not be sent. Please try again.');
  }
}
