'use server';

import { revalidatePath } from 'next/cache';
import { emailTooSoonMessage } from '@/lib/auth/schemas';
import { requireUser } from '@/lib/auth/server';
import { siteConfig } from '@/lib/config/site';
import { failed, formValues, invalid, ok, type ActionState } from '@/lib/forms/action-state';
import { logEvent, logFailure } from '@/lib/log';
import { updateMyProfile } from '@/lib/profiles/queries';
import {
  emailChangeSchema,
  profileFormValues,
  profileSchema,
  type ProfileField,
} from '@/lib/profiles/schema';
import { createClient } from '@/lib/supabase/server';

export async function saveProfileAction(
  _prev: ActionState<ProfileField>,
  formData: FormData,
): Promise<ActionState<ProfileField>> {
  const user = await requireUser('/dashboard?tab=profile');
  const values = profileFormValues(formData);
  const parsed = profileSchema.safeParse(values);
  // The messages sit next to the fields; no toast.
  if (!parsed.success) return invalid(parsed.error, values, null);
  try {
    if (!(await updateMyProfile(user, parsed.data)))
      return failed('We could not find your profile. Please sign in again.', values);
  } catch (error) {
    logFailure('profile_save_failed', error);
    return failed('We could not save your profile just now. Please try again.', values);
  }
  revalidatePath('/dashboard');
  return ok(undefined, values);
}

/**
 * E-mail changes go through Supabase Auth: with `double_confirm_changes` it e-mails a link to the
 * current AND the new address, and only when both are followed does auth.users change (a
 * trigger then copies it to profiles.email). A stolen session alone cannot move the account.
 */
export async function changeEmailAction(
  _prev: ActionState<'email'>,
  formData: FormData,
): Promise<ActionState<'email'>> {
  await requireUser('/dashboard?tab=profile');
  const values = formValues(formData, ['email']);
  const parsed = emailChangeSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values, null);
  const supabase = await createClient();
  const { error } = await supabase.auth.updateUser(
    { email: parsed.data.email },
    { emailRedirectTo: `${siteConfig.url}/auth/confirm?next=/dashboard?tab=profile` },
  );
  if (error) {
    logEvent('email_change_failed', { code: error.code }, 'warn');
    // One change e-mail per minute (max_frequency): say so rather than "check the address".
    const message =
      error.code === 'over_email_send_rate_limit'
        ? emailTooSoonMessage(error.message)
        : 'We could not start the change. Check the address and try again.';
    return failed(undefined, values, { email: [message] });
  }
  return ok(undefined, values);
}
