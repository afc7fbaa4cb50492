import type { CookieOptionsWithName } from '@supabase/ssr';
import { siteConfig } from '@/lib/config/site';

/**
 * The auth cookies' attributes, for the server, the proxy and the browser client alike: the one
 * place they are set. `Secure` whenever the site is served over https (on http://localhost a
 * Secure cookie would never be sent back); `SameSite=Lax` so a link from an e-mail still arrives
 * signed in while cross-site POSTs carry no session.
 */
export const authCookieOptions: CookieOptionsWithName = {
  path: '/',
  sameSite: 'lax',
  secure: siteConfig.url.startsWith('https:'),
};
