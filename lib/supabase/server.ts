import 'server-only';
import { createServerClient } from '@supabase/ssr';
import { cookies } from 'next/headers';
import { authCookieOptions } from './cookie-options';
import { supabasePublishableKey, supabaseUrl } from './env';
import { timedFetch } from './timed-fetch';

/** A client per request for server components, actions and route handlers. */
export async function createClient() {
  const cookieStore = await cookies();
  return createServerClient(supabaseUrl, supabasePublishableKey, {
    cookieOptions: authCookieOptions,
    global: { fetch: timedFetch() },
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet)
            cookieStore.set(name, value, options);
        } catch {
          // Server components cannot set cookies; proxy.ts refreshes the session instead.
        }
      },
    },
  });
}
