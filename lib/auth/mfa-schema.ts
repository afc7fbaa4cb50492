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

/** "in 1 minute", "in 14 minutes": when a paused authenticator takes codes again, in words. */
export function tryAgainIn(retryAt: string | undefined, now = Date.now()): string {
  const at = retryAt ? Date.parse(retryAt) : NaN;
  const minutes = Number.isFinite(at) ? Math.max(1, Math.ceil((at - now) / 60_000)) : 15;
  return minutes === 1 ? 'in 1 minute' : `in ${minutes} minutes`;
}

export function mfaErrorMessage(code: string, retryAt?: string, now = Date.now()): string {
  switch (code) {
    case 'mfa_code_reused':
      return 'This code was already used. Wait for the next code in your app.';
    case 'mfa_factor_locked':
      return `Too many wrong codes. For your safety, codes are paused for this authenticator: try again ${tryAgainIn(retryAt, now)}.`;
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

/** A code refused (by Auth, or by lib/auth/totp-once.ts): the plain words, on the form and the code field. */
export function codeRefused(
  refusal: { code: string; retryAt?: string },
  values?: Partial<Record<string, string>>,
): ActionState {
  const message = mfaErrorMessage(refusal.code, refusal.retryAt);
  return failed(message, values, { code: [message] });
}
