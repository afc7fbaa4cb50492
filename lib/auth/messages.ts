/** What the sign-in service's refusals say to a visa applicant (browser-safe: no zod). */
import { siteConfig } from '@/lib/config/site';
import { MIN_PASSWORD_LENGTH } from './checks';

/**
 * A closed account is banned in Auth (lib/accounts/close.ts), and Auth answers its sign-in with
 * `user_banned` only after the password matched, so this reaches the account's owner. The date is
 * in the e-mail sent when it closed: Auth's answer does not carry it.
 */
export const CLOSED_ACCOUNT_MESSAGE = `This account was closed. To reopen it or to start again, contact us: ${siteConfig.contact.phone} or ${siteConfig.contact.email}.`;

/** Supabase error codes in words a visa applicant understands. */
export function authErrorMessage(error: { message: string; code?: string }): string {
  switch (error.code) {
    case 'invalid_credentials':
      return 'That e-mail and password do not match an account. Check them and try again.';
    case 'email_not_confirmed':
      return 'Please confirm your e-mail first: open the link we sent you.';
    case 'user_already_exists':
    case 'email_exists':
      return 'An account with this e-mail already exists. Sign in instead.';
    case 'weak_password':
      return `Choose a stronger password of at least ${MIN_PASSWORD_LENGTH} characters.`;
    case 'over_request_rate_limit':
      return 'Too many attempts. Please wait a few minutes and try again.';
    case 'over_email_send_rate_limit':
      return emailTooSoonMessage(error.message);
    case 'reauthentication_needed':
      return 'Please confirm it is you: we e-mail you a security code to enter.';
    case 'reauthentication_not_valid':
      return 'That security code is wrong or has expired. Ask for a new one.';
    case 'user_banned':
      return CLOSED_ACCOUNT_MESSAGE;
    case 'same_password':
      return 'Choose a password different from your current one.';
    default:
      return /fetch|network/i.test(error.message)
        ? 'We could not reach the sign-in service. Check your connection and try again.'
        : error.message;
  }
}

/**
 * Supabase sends one e-mail of a kind per person per minute (`max_frequency`) and answers the
 * rest "For security purposes, you can only request this after N seconds." (per person, or
 * "Email rate limit exceeded" for the whole project): say when to try again.
 */
export function emailTooSoonMessage(message: string): string {
  const seconds = Number(/after (\d+) seconds?/.exec(message)?.[1]);
  if (!Number.isFinite(seconds))
    return 'We have sent a lot of e-mails just now. Please wait a few minutes and try again.';
  return `We sent you an e-mail a moment ago. Please check your inbox and spam folder; you can ask for another in ${Math.max(seconds, 1)} seconds.`;
}
