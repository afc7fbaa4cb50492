'use server';

import { revalidatePath } from 'next/cache';
import { BanNotApplied, closeClientAccount } from '@/lib/accounts/close';
import { closeClientSchema } from '@/lib/accounts/schema';
import { requireAdmin } from '@/lib/auth/server';
import { type ActionState, failed, formValues, invalid, ok } from '@/lib/forms/action-state';
import { logFailure } from '@/lib/log';

type F = 'confirm' | 'clientId';

/** An agent closes a client's account, after typing the client's e-mail address. */
export async function closeClientAccountAction(
  _prev: ActionState<F>,
  formData: FormData,
): Promise<ActionState<F>> {
  const agent = await requireAdmin();
  const values = formValues(formData, ['confirm', 'clientId'] as const);
  const parsed = closeClientSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  const { clientId, confirm } = parsed.data;
  try {
    if ((await closeClientAccount(agent, clientId, confirm)) === 'mismatch')
      return failed('That is not this client’s e-mail address.', values, {
        confirm: ['Type the client’s e-mail address exactly.'],
      });
  } catch (error) {
    logFailure('account_close_failed', error);
    revalidatePath(`/admin/clients/${clientId}`);
    if (error instanceof BanNotApplied)
      return failed(
        'The account is closed and the client is signed out everywhere, but blocking new sign-ins failed. Close it again to retry.',
        values,
      );
    return failed('The account could not be closed. Please try again.', values);
  }
  revalidatePath(`/admin/clients/${clientId}`);
  return ok('Account closed. The client is signed out and cannot sign in; their file is kept.');
}
