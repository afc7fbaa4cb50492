'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { emailTooSoonMessage } from '@/lib/auth/schemas';
import { requireUser } from '@/lib/auth/server';
import { siteConfig } from '@/lib/config/site';
import { errorText, logEvent } from '@/lib/log';
import { createClient } from '@/lib/supabase/server';
import { updateMyProfile } from './queries';
import { emailChangeSchema, profileSchema, type ProfileState } from './schema';

const valuesOf = (formData: FormData) =>
  Object.fromEntries(
    [...formData.entries()].filter(([, v]) => typeof v === 'string') as [string, string][],
  );

export async function saveProfileAction(
  _prev: ProfileState,
  formData: FormData,
): Promise<ProfileState> {
  const user = await requireUser('/dashboard?tab=profile');
  const values = valuesOf(formData);
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success)
    return { fieldErrors: z.flattenError(parsed.error).fieldErrors, values, at: Date.now() };
  try {
    if (!(await updateMyProfile(user, parsed.data)))
      return {
        error: 'We could not find your profile. Please sign in again.',
        values,
        at: Date.now(),
      };
  } catch (error) {
    logEvent('profile_save_failed', { error: errorText(error) }, 'error');
    return {
      error: 'We could not save your profile just now. Please try again.',
      values,
      at: Date.now(),
    };
  }
  revalidatePath('/dashboard');
  return { ok: true, values, at: Date.now() };
}

/**
 * E-mail changes go through Supabase Auth: with `double_confirm_changes` it e-mails a link to the
 * current AND the new address, and only when both are followed does auth.users change (a
 * trigger then copies it to profiles.email). A stolen session alone cannot move the account.
 */
export async function changeEmailAction(
  _prev: ProfileState,
  formData: FormData,
): Promise<ProfileState> {
  await requireUser('/dashboard?tab=profile');
  const values = valuesOf(formData);
  const parsed = emailChangeSchema.safeParse(values);
  if (!parsed.success)
    return { fieldErrors: z.flattenError(parsed.error).fieldErrors, values, at: Date.now() };
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
    return { fieldErrors: { email: [message] }, values, at: Date.now() };
  }
  return { ok: true, values, at: Date.now() };
}
