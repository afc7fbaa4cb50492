'use server';

import { redirect } from 'next/navigation';
import { getCurrentUser } from '@/lib/auth/server';
import { type ActionState, failed } from '@/lib/forms/action-state';
import { logEvent, logFailure } from '@/lib/log';
import { createClient } from '@/lib/supabase/server';

/**
 * Ends every session of the person (every browser and phone, this one too): Auth revokes them
 * all, and requireUser() checks auth.sessions on every request, so other devices are out at once.
 */
export async function signOutEverywhereAction(
  _prev: ActionState<never>,
  _formData: FormData,
): Promise<ActionState<never>> {
  const user = await getCurrentUser();
  if (!user) redirect('/auth');
  const supabase = await createClient();
  const { error } = await supabase.auth.signOut({ scope: 'global' });
  if (error) {
    logFailure('sign_out_everywhere_failed', error, { userId: user.id });
    return failed('We could not sign you out everywhere just now. Please try again in a minute.');
  }
  logEvent('signed_out_everywhere', { userId: user.id }, 'info');
  redirect('/auth?notice=signed-out-everywhere');
}
