/**
 * Issue 9, item 6: the policy every response carries, and the auth cookie attributes. The
 * browser-level check (no CSP violations on any page type) is tests/e2e/security-headers.spec.ts.
 */
import { modifyRouteRegex } from 'next/dist/lib/redirect-status';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import {
  contentSecurityPolicy,
  securityHeaderRoutes,
  securityHeaders,
  securityOrigins,
} from '@/lib/security/headers.mjs';
import { viewerHeaders } from '@/lib/documents/viewer';

const LOCAL = { siteUrl: 'http://localhost:3000', supabaseUrl: 'http://127.0.0.1:54321' };
const LIVE = { siteUrl: 'https://www.agency.example', supabaseUrl: 'https://abc.supabase.co' };

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values] as [string, string[]];
    }),
  );
}

describe('Content-Security-Policy', () => {
  test('locks down what a page may load, post and be framed by', () => {
    const d = directives(contentSecurityPolicy(LIVE));
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://abc.supabase.co', 'wss://abc.supabase.co']),
    );
    expect(d.get('img-src')).toEqual(expect.arrayContaining(["'self'"]));
    expect(d.get('script-src')).not.toContain("'unsafe-eval'");
    expect(d.get('script-src')).not.toContain('*');
    expect(d.has('upgrade-insecure-requests')).toBe(true);
  });

  test('allows the local stand-in and keeps http on localhost', () => {
    const d = directives(contentSecurityPolicy(LOCAL));
    expect(d.get('connect-src')).toContain('http://127.0.0.1:54321');
    expect(d.has('upgrade-insecure-requests')).toBe(false);
    expect(directives(contentSecurityPolicy({ ...LOCAL, dev: true })).get('script-src')).toContain(
      "'unsafe-eval'",
    );
  });

  test('reads the same variables and defaults as the site and Supabase config', () => {
    expect(securityOrigins({})).toEqual(LOCAL);
    expect(
      securityOrigins({
        NEXT_PUBLIC_SITE_URL: LIVE.siteUrl,
        NEXT_PUBLIC_SUPABASE_URL: LIVE.supabaseUrl,
      }),
    ).toEqual(LIVE);
  });
});

describe('other security headers', () => {
  const byName = (opts: typeof LOCAL) =>
    Object.fromEntries(securityHeaders(opts).map((h) => [h.key, h.value]));

  test('HSTS only when the site is https', () => {
    expect(byName(LIVE)['Strict-Transport-Security']).toMatch(/max-age=\d{8,}/);
    expect(byName(LOCAL)['Strict-Transport-Security']).toBeUndefined();
  });

  test('nosniff, a referrer policy and a permissions policy everywhere', () => {
    const h = byName(LOCAL);
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(h['Permissions-Policy']).toContain('camera=()');
  });
});

describe('auth cookie attributes', () => {
  const load = (siteUrl: string | undefined) => {
    const before = process.env.NEXT_PUBLIC_SITE_URL;
    if (siteUrl) process.env.NEXT_PUBLIC_SITE_URL = siteUrl;
    else delete process.env.NEXT_PUBLIC_SITE_URL;
    try {
      let mod: typeof import('@/lib/supabase/cookie-options') | undefined;
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy per env
        mod = require('@/lib/supabase/cookie-options');
      });
      return mod!.authCookieOptions;
    } finally {
      if (before === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
      else process.env.NEXT_PUBLIC_SITE_URL = before;
    }
  };

  test('Secure on an https site, SameSite=Lax always', () => {
    expect(load('https://www.agency.example')).toMatchObject({ secure: true, sameSite: 'lax' });
    expect(load(undefined)).toMatchObject({ secure: false, sameSite: 'lax' });
  });
});

describe('which paths carry the site headers (issue 38, item 10)', () => {
  const site = securityHeaders(LIVE);
  /**
   * The headers a response on `path` ends with, the way Next applies next.config.mjs `headers()`:
   * the route's own first, then every matching entry in order, a later value over an earlier one.
   * The matcher is built as next/dist/server/lib/router-utils/filesystem.js builds it.
   */
  function onTheWire(path: string, own: Record<string, string> = {}) {
    const out = new Map(Object.entries(own).map(([k, v]) => [k.toLowerCase(), v]));
    for (const route of securityHeaderRoutes(site)) {
      const match = getPathMatch(route.source, {
        strict: true,
        removeUnnamedParams: true,
        regexModifier: (regex) => modifyRouteRegex(regex),
      });
      if (match(path) === false) continue;
      for (const h of route.headers) out.set(h.key.toLowerCase(), h.value);
    }
    return out;
  }
  const siteCsp = contentSecurityPolicy(LIVE);
  const VIEW = '/api/documents/0b7c5e0e-6a43-4a0e-9f51-2c7f0d6c1e11/view';

  test('the viewer keeps its own sandboxing CSP and still gets HSTS and framing rules', () => {
    const png = viewerHeaders('image/png', 'passport.png');
    expect(onTheWire(`${VIEW}/`, png).get('content-security-policy')).toMatch(/; sandbox$/);
    const h = onTheWire(VIEW, png);
    expect(h.get('content-security-policy')).toBe(png['content-security-policy']);
    expect(h.get('content-security-policy')).toMatch(/; sandbox$/);
    expect(h.get('referrer-policy')).toBe('no-referrer');
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('x-frame-options')).toBe('DENY');
    expect(h.get('strict-transport-security')).toMatch(/^max-age=/);
  });

  test.each([
    '/',
    '/dashboard',
    '/admin/clients/x',
    '/api/documents/0b7c5e0e/open',
    '/api/documents/0b7c5e0e/view/extra',
    '/api/documents/a/b/view',
    '/api/documents/0b7c5e0e/viewer',
    '/_next/static/chunks/app.js',
  ])('%s keeps the site CSP', (path) => {
    expect(onTheWire(path).get('content-security-policy')).toBe(siteCsp);
  });
});
