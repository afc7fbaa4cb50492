import { createServerClient } from '@supabase/ssr';
import { NextResponse, type NextRequest } from 'next/server';
import { authCookieOptions } from './cookie-options';
import { supabasePublishableKey, supabaseUrl } from './env';

/** With an expired session and Auth down, auth-js retries for ~25 s; a page should not wait that long. */
const AUTH_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  return Promise.race([promise, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms))]);
}

/**
 * Refreshes the session cookie and returns whether a signed-in user is present.
 * Only optimistic: real authorisation happens in requireUser()/requireAdmin() and RLS.
 */
export async function updateSession(request: NextRequest) {
  let response = NextResponse.next({ request });
  const supabase = createServerClient(supabaseUrl, supabasePublishableKey, {
    cookieOptions: authCookieOptions,
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet, headers) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of cookiesToSet)
          response.cookies.set(name, value, options);
        for (const [key, value] of Object.entries(headers ?? {})) response.headers.set(key, value);
      },
    },
  });

  let signedIn = false;
  try {
    const result = await withTimeout(supabase.auth.getClaims(), AUTH_TIMEOUT_MS);
    signedIn = result !== 'timeout' && Boolean(result.data?.claims?.sub);
  } catch {
    signedIn = false;
  }
  return { response: () => response, signedIn };
}
