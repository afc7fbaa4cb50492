/**
 * Issue 9, item 6: the policy every response carries, and the auth cookie attributes. The
 * browser-level check (no CSP violations on any page type) is tests/e2e/security-headers.spec.ts.
 */
import {
  contentSecurityPolicy,
  securityHeaders,
  securityOrigins,
} from '@/lib/security/headers.mjs';

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
