'use server';

import { redirect } from 'next/navigation';
import { BanNotApplied, closeOwnAccount } from '@/lib/accounts/close';
import { closeOwnSchema } from '@/lib/accounts/schema';
import { requireUser } from '@/lib/auth/server';
import { type ActionState, failed, formValues, invalid } from '@/lib/forms/action-state';
import { logFailure } from '@/lib/log';
import { deliverMailSoon } from '@/lib/mail/deliver-soon';
import { createClient } from '@/lib/supabase/server';

type F = 'confirm';

/** The client closes their own account: closed, signed out everywhere, banned; nothing deleted. */
export async function closeAccountAction(
  _prev: ActionState<F>,
  formData: FormData,
): Promise<ActionState<F>> {
  const user = await requireUser('/dashboard?tab=security');
  const values = formValues(formData, ['confirm'] as const);
  const parsed = closeOwnSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  let notice = 'account-closed';
  try {
    await closeOwnAccount(user);
  } catch (error) {
    logFailure('account_close_failed', error);
    // Closed and signed out everywhere, but sign-in is not blocked yet: say so, on the sign-in
    // page, since this session has ended too.
    if (!(error instanceof BanNotApplied))
      return failed('We could not close your account just now. Please try again.', values);
    notice = 'account-closed-unblocked';
  }
  // The closing notice the database queued (private.close_account), sent now.
  deliverMailSoon();
  // Every session already ended in the database; this clears this browser's cookies.
  await (await createClient()).auth.signOut({ scope: 'local' }).catch(() => undefined);
  redirect(`/auth?notice=${notice}`);
}
