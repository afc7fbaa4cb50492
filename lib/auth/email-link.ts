/**
 * Following an e-mail link (sign-up confirmation, magic link, recovery, invitation, e-mail
 * change) once the person pressed "Continue as …" on /auth/continue. Three protections:
 *
 * - Login CSRF: the link names the account it signs into (`email=` from the template). The
 *   page shows it before anything happens, and if the link's token belongs to another account
 *   the new session is ended at once. An attacker's own link cannot sign a victim in unseen.
 * - Pre-registration takeover: GoTrue keeps the FIRST password of an unconfirmed account when
 *   the address signs up again ("do not update the user because we can't be sure of their
 *   claimed identity", signup.go), and confirming does not change it (verify.go signupVerify).
 *   So whoever signed up first with someone else's address would keep a password that works.
 *   A sign-up confirmation therefore replaces the password with a random one in the new session
 *   (PUT /user keeps this session, ends any other) and the person chooses theirs next.
 * - Double confirmation of e-mail changes: the first of the two links signs nobody in.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { EmailOtpType, SupabaseClient } from '@supabase/supabase-js';

export type EmailLinkOutcome =
  /** Signed in; go on to `next`. */
  | { kind: 'signed-in' }
  /** Signed in, and a password must be chosen now (sign-up, invitation, recovery). */
  | { kind: 'choose-password'; reason: 'signup' | 'invite' | 'recovery' }
  /** The first link of an e-mail change: the other address's link is still needed. */
  | { kind: 'email-change-half' }
  /** The link signs into another account than the one it showed: refused, signed out again. */
  | { kind: 'wrong-account' }
  | { kind: 'failed'; code: string };

export const LINK_TYPES: readonly EmailOtpType[] = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change',
  'email',
];

/** The address a link names. Go's html/template encodes "+" as %2B; a raw "+" reads as a space. */
export const normaliseLinkEmail = (raw: string | null | undefined) =>
  (raw ?? '').trim().replace(/ /g, '+').toLowerCase();

export async function followEmailLink(
  supabase: SupabaseClient,
  link: { tokenHash: string; type: EmailOtpType; email: string },
): Promise<EmailLinkOutcome> {
  const expected = normaliseLinkEmail(link.email);
  if (!expected || !link.tokenHash || !LINK_TYPES.includes(link.type))
    return { kind: 'failed', code: 'incomplete_link' };

  // Our confirmation and magic-link e-mails say type=email, which GoTrue resolves to a sign-up
  // confirmation or a magic link. Which one it was decides whether a password must be chosen,
  // so ask for a sign-up confirmation first (a token of the other kind fails without effect).
  const attempts: EmailOtpType[] = link.type === 'email' ? ['signup', 'magiclink'] : [link.type];
  let used: EmailOtpType | undefined;
  let result: Awaited<ReturnType<SupabaseClient['auth']['verifyOtp']>> | undefined;
  for (const type of attempts) {
    result = await supabase.auth.verifyOtp({ type, token_hash: link.tokenHash });
    if (!result.error) {
      used = type;
      break;
    }
    if (result.error.code !== 'otp_expired') break;
  }
  if (!used || !result || result.error)
    return { kind: 'failed', code: result?.error?.code ?? 'unknown' };

  const session = result.data.session;
  if (!session) return used === 'email_change' ? { kind: 'email-change-half' } : failed();
  if (normaliseLinkEmail(session.user.email) !== expected) {
    await supabase.auth.signOut({ scope: 'local' });
    return { kind: 'wrong-account' };
  }
  if (used === 'signup') {
    const { error } = await supabase.auth.updateUser({
      password: randomBytes(32).toString('base64url'),
    });
    if (error) {
      // Fail closed: without this step the first sign-up's password would still work.
      await supabase.auth.signOut({ scope: 'local' });
      return { kind: 'failed', code: error.code ?? 'password_reset_failed' };
    }
    return { kind: 'choose-password', reason: 'signup' };
  }
  if (used === 'invite') return { kind: 'choose-password', reason: 'invite' };
  if (used === 'recovery') return { kind: 'choose-password', reason: 'recovery' };
  return { kind: 'signed-in' };
}

const failed = (): EmailLinkOutcome => ({ kind: 'failed', code: 'no_session' });
