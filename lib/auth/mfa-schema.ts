/** Two-step sign-in: the code field's rule and Auth's MFA error codes in plain words. */
import { z } from 'zod';
import { type ActionState, failed } from '@/lib/forms/action-state';

/** The 6 digits an authenticator app shows; spaces (as some apps print "123 456") are dropped. */
export const totpCode = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6 digits your authenticator app shows now.'));

export const codeSchema = z.object({ code: totpCode });
export const factorCodeSchema = z.object({ factorId: z.uuid(), code: totpCode });

export function mfaErrorMessage(code: string): string {
  switch (code) {
    case 'mfa_verification_failed':
    case 'mfa_challenge_expired':
    case 'mfa_factor_not_found':
      return 'That code did not work. Codes change every 30 seconds and each works once: enter the one your app shows now.';
    case 'too_many_requests':
    case 'over_request_rate_limit':
    case 'mfa_verification_rejected':
      return 'Too many wrong codes. Please wait a few minutes and try again.';
    case 'insufficient_aal':
      return 'Please enter a code from your authenticator app first.';
    case 'no_factor':
      return 'There is no authenticator app set up on this account.';
    case 'own_factor':
      return 'To remove your own authenticator, use the form in “Your authenticator” with a current code.';
    case 'not_allowed':
      return 'You are not allowed to do that. Please sign in again.';
    default:
      return 'We could not check that just now. Please try again in a minute.';
  }
}

/** A code Auth refused (or an MFA call that failed): the plain words, on the form and the code field. */
export function codeRefused(code: string, values?: Partial<Record<string, string>>): ActionState {
  const message = mfaErrorMessage(code);
  return failed(message, values, { code: [message] });
}
