import { NextResponse, type NextRequest } from 'next/server';
import { safeLinkNext } from '@/lib/auth/safe-next';
import { logEvent } from '@/lib/log';
import { createClient } from '@/lib/supabase/server';

/**
 * Where e-mail links land. A token-hash link (our templates) never signs anyone in on GET: it
 * goes to /auth/continue, which shows the account and asks "Continue as …?" (a POST), so that
 * an attacker's own link cannot sign a visitor into the attacker's account unseen (login CSRF),
 * and a mail scanner that opens links does not use them up.
 *
 * A PKCE `code` is exchanged here: it only works in the browser that started the flow (its
 * verifier cookie), so it cannot be planted in someone else's browser.
 */
export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  if (searchParams.get('token_hash')) {
    const to = new URL('/auth/continue', request.url);
    for (const key of ['token_hash', 'type', 'email', 'next']) {
      const value = searchParams.get(key);
      if (value !== null) to.searchParams.set(key, value);
    }
    return NextResponse.redirect(to, 303);
  }
  const code = searchParams.get('code');
  let error: { message: string } | null = { message: 'missing token' };
  if (code) ({ error } = await (await createClient()).auth.exchangeCodeForSession(code));
  if (error) {
    logEvent('auth_link_failed', { type: 'code', reason: error.message }, 'warn');
    return NextResponse.redirect(new URL('/auth?error=link', request.url));
  }
  const next = safeLinkNext(request.nextUrl.searchParams.get('next'), request.nextUrl.origin);
  return NextResponse.redirect(new URL(next, request.url));
}
