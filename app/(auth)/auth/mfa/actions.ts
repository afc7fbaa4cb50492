'use server';

import { redirect } from 'next/navigation';
import { safeNextPath } from '@/lib/auth/safe-next';
import { getCurrentUser } from '@/lib/auth/server';
import { verifySignInCode } from '@/lib/auth/mfa';
import { codeRefused, codeSchema } from '@/lib/auth/mfa-schema';
import { type ActionState, formValues, invalid } from '@/lib/forms/action-state';
import { logEvent } from '@/lib/log';

/** The second step of sign-in: a code from the person's authenticator app, then on to `next`. */
export async function verifyCodeAction(
  _prev: ActionState<'code' | 'next'>,
  formData: FormData,
): Promise<ActionState<'code' | 'next'>> {
  const user = await getCurrentUser();
  if (!user) redirect('/auth');
  const values = formValues(formData, ['code', 'next'] as const);
  const parsed = codeSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  const result = await verifySignInCode(user, parsed.data.code);
  if (!result.ok) {
    logEvent('mfa_code_refused', { userId: user.id, code: result.code }, 'info');
    return codeRefused(result, { next: values.next });
  }
  redirect(safeNextPath(values.next, user.isAdmin ? '/admin' : '/dashboard'));
}
