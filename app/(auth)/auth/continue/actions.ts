'use server';

import type { EmailOtpType } from '@supabase/supabase-js';
import { redirect } from 'next/navigation';
import { followEmailLink } from '@/lib/auth/email-link';
import { safeLinkNext } from '@/lib/auth/safe-next';
import { logEvent } from '@/lib/log';
import { createClient } from '@/lib/supabase/server';

const field = (formData: FormData, name: string) => {
  const v = formData.get(name);
  return typeof v === 'string' ? v : '';
};

/**
 * "Continue as …" on /auth/continue: uses the e-mail link (a POST, so a link alone never signs
 * anyone in; Next checks the Origin of server actions) and sends the person on.
 */
export async function continueWithLinkAction(formData: FormData): Promise<void> {
  const type = field(formData, 'type') as EmailOtpType;
  const next = safeLinkNext(field(formData, 'next'));
  const outcome = await followEmailLink(await createClient(), {
    tokenHash: field(formData, 'token_hash'),
    type,
    email: field(formData, 'email'),
  });
  switch (outcome.kind) {
    case 'signed-in':
      redirect(next);
    case 'choose-password':
      if (outcome.reason === 'signup')
        redirect(`/auth/update-password?welcome=signup&next=${encodeURIComponent(next)}`);
      redirect(
        outcome.reason === 'invite' ? '/auth/update-password?welcome=1' : '/auth/update-password',
      );
    case 'email-change-half':
      redirect('/auth?notice=email-change-half');
    case 'wrong-account':
      logEvent('auth_link_wrong_account', { type }, 'warn');
      redirect('/auth?error=wrong-account');
    case 'failed':
      logEvent('auth_link_failed', { type, reason: outcome.code }, 'warn');
      redirect('/auth?error=link');
  }
}
