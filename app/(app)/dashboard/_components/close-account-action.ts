'use server';

import { redirect } from 'next/navigation';
import { closeOwnAccount } from '@/lib/accounts/close';
import { closeOwnSchema } from '@/lib/accounts/schema';
import { requireUser } from '@/lib/auth/server';
import { type ActionState, failed, formValues, invalid } from '@/lib/forms/action-state';
import { logFailure } from '@/lib/log';
import { createClient } from '@/lib/supabase/server';

type F = 'confirm';

/** The client closes their own account: closed, banned, signed out everywhere; nothing deleted. */
export async function closeAccountAction(
  _prev: ActionState<F>,
  formData: FormData,
): Promise<ActionState<F>> {
  const user = await requireUser('/dashboard?tab=security');
  const values = formValues(formData, ['confirm'] as const);
  const parsed = closeOwnSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    await closeOwnAccount(user);
  } catch (error) {
    logFailure('account_close_failed', error);
    return failed('We could not close your account just now. Please try again.', values);
  }
  // The ban already stops every session; this also ends them at Auth and clears the cookies.
  await (await createClient()).auth.signOut({ scope: 'global' }).catch(() => undefined);
  redirect('/auth?notice=account-closed');
}
