'use server';

import { noticeClosedAccountSignUp } from '@/lib/accounts/closed-signup';
import { logFailure } from '@/lib/log';
import { deliverMailSoon } from '@/lib/mail/deliver-soon';

/**
 * Called by the sign-up form once Auth accepted a sign-up: if the address is a closed account's,
 * its owner is e-mailed why no link comes (lib/accounts/closed-signup.ts). It answers nothing,
 * whatever the address, so the page cannot tell anyone whether an account exists.
 */
export async function afterSignUpAction(formData: FormData): Promise<void> {
  // A FormData like every action of ours (lib/http/action-guard.ts refuses other bodies).
  const email = formData.get('email');
  if (typeof email !== 'string' || email.length > 320) return;
  try {
    await noticeClosedAccountSignUp(email);
    deliverMailSoon();
  } catch (error) {
    logFailure('closed_signup_notice_failed', error);
  }
}
