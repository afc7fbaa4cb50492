/**
 * The security headers of every response: the one place the Content-Security-Policy, HSTS and
 * friends are written. next.config.mjs sends them from `headers()`, which Next applies to static
 * and dynamic responses alike, so marketing pages stay statically rendered (a per-request nonce
 * would need `headers()` from next/headers in the root layout, making every page dynamic).
 *
 * Plain JavaScript because next.config.mjs loads it before any TypeScript is compiled; types in
 * headers.d.mts.
 */

/**
 * The site and Supabase URLs, read with the same variables and local defaults as
 * lib/config/site.ts and lib/supabase/env.ts (the server env module takes this over at merge).
 * @param {Record<string, string | undefined>} env
 */
export function securityOrigins(env = process.env) {
  const siteUrl = env.NEXT_PUBLIC_SITE_URL?.trim() || 'http://localhost:3000';
  const supabaseUrl = env.NEXT_PUBLIC_SUPABASE_URL || 'http://127.0.0.1:54321';
  return { siteUrl, supabaseUrl };
}

/**
 * @param {{ siteUrl: string, supabaseUrl: string, dev?: boolean }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ siteUrl, supabaseUrl, dev = false }) {
  const supabase = new URL(supabaseUrl);
  // Realtime would use the same host over WebSocket; listed so a later feature does not trip it.
  const realtime = `${supabase.protocol === 'https:' ? 'wss:' : 'ws:'}//${supabase.host}`;
  const directives = {
    'default-src': ["'self'"],
    // 'unsafe-inline' because the App Router streams its RSC payload in inline <script> tags
    // (self.__next_f.push) whose content changes per page and per build. Hashes cannot be known
    // to a static header, and a nonce forces every page to render per request (no static
    // marketing pages, no CDN cache; slow on the phones and lines our visitors use). What stays
    // closed: scripts from any other origin, eval (outside `next dev`), plugins (object-src),
    // <base> hijacking, framing, and forms or fetches to other origins.
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    // React style attributes and the toast library's injected <style>.
    'style-src': ["'self'", "'unsafe-inline'"],
    // The site has no remote images: its icon and inline SVGs; data: for CSS-embedded icons.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", supabase.origin, realtime, ...(dev ? ['ws:'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
  const parts = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (new URL(siteUrl).protocol === 'https:') parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/**
 * @param {{ siteUrl: string, supabaseUrl: string, dev?: boolean }} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(options) {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Older browsers that ignore frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  // HSTS only where the site is served over https: on http://localhost it would be ignored at
  // best, and a browser that saw it for a real host would refuse plain http for two years.
  if (new URL(options.siteUrl).protocol === 'https:') {
    headers.push({
      key: 'Strict-Transport-Security',
      value: 'max-age=63072000; includeSubDomains',
    });
  }
  return headers;
}

/**
 * The document viewer (app/api/documents/[id]/view) sends its own CSP, one that runs nothing and
 * sandboxes a picture. Next applies a config header over the route's own, so the site-wide entry
 * leaves this path out (a negative lookahead) and the viewer gets only the site headers it does
 * not write itself: HSTS, X-Frame-Options, Permissions-Policy, COOP.
 */
export const VIEWER_SOURCE = '/api/documents/:id/view';
const VIEWER_OWN = new Set([
  'Content-Security-Policy',
  'Referrer-Policy',
  'X-Content-Type-Options',
]);

/**
 * next.config.mjs `headers()`: the site's headers on every path but the viewer's, and the rest of
 * them on the viewer's.
 * @param {{ key: string, value: string }[]} headers
 * @returns {{ source: string, headers: { key: string, value: string }[] }[]}
 */
export function securityHeaderRoutes(headers) {
  return [
    { source: '/:path((?!api/documents/[^/]+/view/?$).*)', headers },
    { source: VIEWER_SOURCE, headers: headers.filter((h) => !VIEWER_OWN.has(h.key)) },
  ];
}
