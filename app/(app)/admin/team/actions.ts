'use server';

import { revalidatePath } from 'next/cache';
import { requireAdmin } from '@/lib/auth/server';
import { grantAgentRole, grantSchema, revokeAgentRole, revokeSchema } from '@/lib/admin/team';
import { failed, invalid, ok, type ActionState } from '@/lib/forms/action-state';
import { runAction } from '@/lib/forms/run-action';
import { registrationSchema, saveRegistration } from '@/lib/admin/registration';

export async function grantRoleAction(
  _prev: ActionState<'email'>,
  formData: FormData,
): Promise<ActionState<'email'>> {
  const admin = await requireAdmin('/admin/team');
  const values = { email: String(formData.get('email') ?? '') };
  const parsed = grantSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values, null);
  const result = await grantAgentRole(admin, parsed.data.email);
  if (!result.ok)
    return result.field
      ? failed(undefined, values, { email: [result.message] })
      : failed(result.message, values);
  revalidatePath('/admin/team');
  return ok('Done: they are an agent from their next page load.');
}

/**
 * Revoking your own role asks again before it happens: the question comes back as the
 * `confirmSelf` field's message (no toast), and the form then sends `confirmSelf=yes`.
 */
export async function revokeRoleAction(
  _prev: ActionState<'confirmSelf'>,
  formData: FormData,
): Promise<ActionState<'confirmSelf'>> {
  const admin = await requireAdmin('/admin/team');
  const parsed = revokeSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return failed('Choose an agent.');
  if (parsed.data.userId === admin.id && parsed.data.confirmSelf !== 'yes')
    return failed(undefined, undefined, {
      confirmSelf: [
        'This is your own role: you will lose the admin panel at once. Confirm to go ahead.',
      ],
    });
  const result = await revokeAgentRole(admin, parsed.data.userId);
  if (!result.ok) return failed(result.message);
  revalidatePath('/admin/team');
  return ok('Role revoked: their next request is refused.');
}

/** The agent's own registered name and MARN, which their offers name. */
export async function saveRegistrationAction(_prev: ActionState, formData: FormData) {
  const agent = await requireAdmin('/admin/team');
  return runAction({
    formData,
    fields: ['registeredName', 'marn'],
    schema: registrationSchema,
    write: (input) => saveRegistration(agent, input),
    done: 'Saved: offers you send name you with this MARN.',
    paths: () => ['/admin/team', { layout: '/admin/engagements' }],
    failure: {
      event: 'registration_save_failed',
      message: 'That could not be saved. Please try again.',
    },
  });
}
