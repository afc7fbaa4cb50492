'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import { inviteLeadAsClient } from '@/lib/admin/invite';
import { pgCode } from '@/lib/admin/scope';
import { setLeadAssignee } from '@/lib/leads/admin';
import { errorText, logEvent } from '@/lib/log';

export interface LeadAdminState {
  ok?: boolean;
  message?: string;
  at?: number;
}

const assignInput = z.object({
  id: z.uuid(),
  assignee: z.union([z.uuid(), z.literal('')]),
});

export async function assignLeadAction(
  _prev: LeadAdminState,
  formData: FormData,
): Promise<LeadAdminState> {
  const admin = await requireAdmin();
  const parsed = assignInput.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { message: 'Choose an agent.', at: Date.now() };
  try {
    const updated = await setLeadAssignee(admin, parsed.data.id, parsed.data.assignee || null);
    if (!updated.length) return { message: 'That lead no longer exists.', at: Date.now() };
  } catch (error) {
    if (pgCode(error) === '23514')
      return { message: 'That person is not an agent any more.', at: Date.now() };
    logEvent('lead_assign_failed', { error: errorText(error) }, 'error');
    return { message: 'The lead could not be assigned. Please try again.', at: Date.now() };
  }
  revalidatePath(`/admin/leads/${parsed.data.id}`);
  return { ok: true, message: 'Assignee saved.', at: Date.now() };
}

export async function inviteAsClientAction(
  _prev: LeadAdminState,
  formData: FormData,
): Promise<LeadAdminState> {
  const admin = await requireAdmin();
  const parsed = z.object({ id: z.uuid() }).safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { message: 'That lead no longer exists.', at: Date.now() };
  try {
    const result = await inviteLeadAsClient(admin, parsed.data.id);
    if (!result.ok) return { message: result.message, at: Date.now() };
    revalidatePath(`/admin/leads/${parsed.data.id}`);
    return {
      ok: true,
      message:
        result.kind === 'invited'
          ? 'Invitation sent. The lead is linked to their new account.'
          : 'They already had an account: the lead is now linked to it.',
      at: Date.now(),
    };
  } catch (error) {
    logEvent('lead_invite_failed', { error: errorText(error) }, 'error');
    return { message: 'The invitation could not be sent. Please try again.', at: Date.now() };
  }
}
