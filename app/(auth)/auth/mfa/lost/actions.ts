'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getCurrentUser } from '@/lib/auth/server';
import { CONTACT_NOTE_MAX } from '@/lib/factor-recovery/constants';
import { cancelRecovery, requestRecovery } from '@/lib/factor-recovery/requests';
import { type ActionState, failed, formValues, invalid, ok } from '@/lib/forms/action-state';
import { errorText, logEvent } from '@/lib/log';

const requestSchema = z.object({
  contactNote: z
    .string()
    .trim()
    .max(CONTACT_NOTE_MAX, { error: `Please keep it under ${CONTACT_NOTE_MAX} characters.` })
    .optional()
    .transform((v) => v || undefined),
});

const ENDED = 'Your session has ended. Please sign in again with your password.';

function refreshPages() {
  revalidatePath('/auth/mfa/lost');
  revalidatePath('/dashboard');
}

/**
 * A client who lost their authenticator asks for it to be removed. The password step is enough
 * (they are stuck at the code step): nothing changes now, and the address on file is told at once.
 */
export async function requestRecoveryAction(
  _prev: ActionState<'contactNote'>,
  formData: FormData,
): Promise<ActionState<'contactNote'>> {
  const user = await getCurrentUser();
  if (!user) return failed(ENDED);
  const values = formValues(formData, ['contactNote'] as const);
  const parsed = requestSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    const result = await requestRecovery(user, parsed.data.contactNote);
    if (result === 'already_open') return failed('You already have an open request.', values);
    if (result === 'no_factor')
      return failed('Your account has no authenticator app to remove.', values);
    if (result !== 'requested')
      return failed(
        'Agents: ask another agent to remove your authenticator on the Security page.',
        values,
      );
  } catch (error) {
    logEvent(
      'factor_recovery_request_failed',
      { userId: user.id, error: errorText(error) },
      'error',
    );
    return failed('We could not send your request just now. Please try again in a minute.', values);
  }
  refreshPages();
  return ok('Request sent. We e-mailed you about it.');
}

/** The client cancels their own open request (with the password alone, or fully signed in). */
export async function cancelOwnRecoveryAction(
  _prev: ActionState<'requestId'>,
  formData: FormData,
): Promise<ActionState<'requestId'>> {
  const user = await getCurrentUser();
  if (!user) return failed(ENDED);
  const parsed = z.object({ requestId: z.uuid() }).safeParse(Object.fromEntries(formData));
  if (!parsed.success) return failed('Choose a request to cancel.');
  const result = await cancelRecovery(user, parsed.data.requestId);
  refreshPages();
  if (result !== 'cancelled') return failed('That request is no longer open.');
  return ok('Request cancelled. Your authenticator app stays as it was.');
}
