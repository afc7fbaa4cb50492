'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { safeNextPath } from '@/lib/auth/safe-next';
import { type ActionState, failed, formValues, invalid, ok } from '@/lib/forms/action-state';
import { getCurrentUser } from '@/lib/auth/server';
import { confirmEnrolment, removeOwnFactor, startEnrolment } from '@/lib/auth/mfa';
import { codeRefused, factorCodeSchema } from '@/lib/auth/mfa-schema';
import { errorText, logEvent } from '@/lib/log';

/** The set-up's QR code and secret travel back in `values`, so the next form can show them. */
export type EnrolField = 'factorId' | 'qrSvg' | 'secret' | 'uri' | 'code';

/**
 * Two-step sign-in for anyone signed in (clients on /dashboard?tab=security, agents on
 * /admin/security, where an agent without an authenticator may be at `aal1`). Nothing here reads
 * anyone else's data: each call acts on the person's own factors through Auth.
 */
export async function startEnrolmentAction(
  _prev: ActionState<EnrolField>,
  _formData: FormData,
): Promise<ActionState<EnrolField>> {
  const user = await getCurrentUser();
  if (!user) return failed('Your session has ended. Please sign in again.');
  try {
    const e = await startEnrolment();
    return ok('Add the key to your authenticator app.', {
      factorId: e.factorId,
      qrSvg: e.qrSvg,
      secret: e.secret,
      uri: e.uri,
    });
  } catch (error) {
    logEvent('mfa_enrol_failed', { userId: user.id, error: errorText(error) }, 'warn');
    return failed('We could not start the set-up just now. Please try again in a minute.');
  }
}

export async function confirmEnrolmentAction(
  _prev: ActionState<EnrolField>,
  formData: FormData,
): Promise<ActionState<EnrolField>> {
  const user = await getCurrentUser();
  if (!user) return failed('Your session has ended. Please sign in again.');
  const values = formValues(formData, ['factorId', 'code'] as const);
  const parsed = factorCodeSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  const result = await confirmEnrolment(user, parsed.data.factorId, parsed.data.code);
  // An agent goes on to the admin pages, now at aal2; a client stays on the tab, re-rendered.
  const next = formData.get('next');
  if (result.ok && typeof next === 'string' && next) redirect(safeNextPath(next, '/dashboard'));
  if (!result.ok) return codeRefused(result, values);
  revalidatePath('/admin/security');
  revalidatePath('/dashboard');
  return ok('Two-step sign-in is on.');
}

export async function removeOwnFactorAction(
  _prev: ActionState<'factorId' | 'code'>,
  formData: FormData,
): Promise<ActionState<'factorId' | 'code'>> {
  const user = await getCurrentUser();
  if (!user) return failed('Your session has ended. Please sign in again.');
  const values = formValues(formData, ['factorId', 'code'] as const);
  const parsed = factorCodeSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  const result = await removeOwnFactor(user, parsed.data.factorId, parsed.data.code);
  if (!result.ok) return codeRefused(result, values);
  revalidatePath('/admin/security');
  revalidatePath('/dashboard');
  return ok('Your authenticator app was removed.');
}
