import { createBrowserClient } from '@supabase/ssr';
import { authCookieOptions } from './cookie-options';
import { supabasePublishableKey, supabaseUrl } from './env';

/** The browser client: session in cookies (shared with the server), refreshed automatically. */
export function createClient() {
  return createBrowserClient(supabaseUrl, supabasePublishableKey, {
    cookieOptions: authCookieOptions,
  });
}
