import type { EmailOtpType } from '@supabase/supabase-js';
import { NextResponse, type NextRequest } from 'next/server';
import { safeNextPath } from '@/lib/auth/safe-next';
import { logEvent } from '@/lib/log';
import { createClient } from '@/lib/supabase/server';

const OTP_TYPES: EmailOtpType[] = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change',
  'email',
];

/**
 * Where e-mail links land: confirmation (spec: lands signed in on /), recovery, magic link.
 * Accepts the token-hash link of our templates and a PKCE `code`. `next` must be a same-origin path.
 */
export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  // `next` is a path, or (from the sign-up e-mail's RedirectTo) a full URL on this site.
  const rawNext = searchParams.get('next');
  const sameSite =
    rawNext && URL.canParse(rawNext) && new URL(rawNext).origin === request.nextUrl.origin;
  const next = safeNextPath(
    sameSite ? `${new URL(rawNext).pathname}${new URL(rawNext).search}` : rawNext,
    '/',
  );
  const tokenHash = searchParams.get('token_hash');
  const type = searchParams.get('type') as EmailOtpType | null;
  const code = searchParams.get('code');
  const supabase = await createClient();

  let error: { message: string } | null = null;
  if (tokenHash && type && OTP_TYPES.includes(type)) {
    ({ error } = await supabase.auth.verifyOtp({ type, token_hash: tokenHash }));
  } else if (code) {
    ({ error } = await supabase.auth.exchangeCodeForSession(code));
  } else {
    error = { message: 'missing token' };
  }

  if (error) {
    logEvent('auth_link_failed', { type, reason: error.message }, 'warn');
    return NextResponse.redirect(new URL('/auth?error=link', request.url));
  }
  // An invited client has no password they know yet: they choose one, then reach /dashboard.
  const target =
    type === 'recovery'
      ? '/auth/update-password'
      : type === 'invite'
        ? '/auth/update-password?welcome=1'
        : next;
  return NextResponse.redirect(new URL(target, request.url));
}
