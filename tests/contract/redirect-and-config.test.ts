/**
 * Pure parts of supabase/local checked directly (no stack): GoTrue's redirect allow-list rules
 * (contract §7) and reading config.toml the way the Supabase CLI writes it.
 */
import { resolve } from 'node:path';
import type { AuthContext } from '@/supabase/local/src/auth/context';
import { allowedRedirect, isRedirectAllowed } from '@/supabase/local/src/auth/redirect';
import { loadConfig, parseDuration, parseSize } from '@/supabase/local/src/config';

const ROOT = resolve(__dirname, '../..');

function ctxWith(siteUrl: string, additional: string[]) {
  const cfg = loadConfig({ workdir: ROOT });
  return {
    cfg: { ...cfg, auth: { ...cfg.auth, siteUrl, additionalRedirectUrls: additional } },
  } as AuthContext;
}

describe('redirect allow-list', () => {
  const ctx = ctxWith('https://visa.example.com.au', [
    'https://*.preview.example.app/**',
    'https://partner.example.org/welcome',
  ]);
  const allowed = (url: string) => isRedirectAllowed(ctx, url);

  test('same origin as site_url, any path', () => {
    expect(allowed('https://visa.example.com.au/dashboard?tab=x')).toBe(true);
    expect(allowed('http://visa.example.com.au/')).toBe(false); // scheme differs
    expect(allowed('https://visa.example.com.au:8443/')).toBe(false); // port differs
  });

  test('loopback IPs are allowed, other IPs and decimal hosts are not', () => {
    expect(allowed('http://127.0.0.1:9999/anything')).toBe(true);
    expect(allowed('http://10.0.0.5/')).toBe(false);
    expect(allowed('http://2130706433/')).toBe(false);
  });

  test('`*` stops at dots and slashes, `**` does not', () => {
    expect(allowed('https://pr-12.preview.example.app/auth/callback')).toBe(true);
    expect(allowed('https://a.b.preview.example.app/x')).toBe(false);
    expect(allowed('https://partner.example.org/welcome')).toBe(true);
    expect(allowed('https://partner.example.org/welcome/more')).toBe(false);
    expect(allowed('https://partner.example.org/welcome#frag')).toBe(true); // fragment ignored
  });

  test('look-alike hosts and odd characters are refused', () => {
    expect(allowed('https://visa.example.com.au.evil.test/')).toBe(false);
    expect(allowed('https://evil.test/https://visa.example.com.au')).toBe(false);
    expect(allowed('javascript:alert(1)')).toBe(false);
    expect(allowed('')).toBe(false);
  });

  test('a glob is matched against the parsed URL, not the raw string (open redirect)', () => {
    // `*` used to swallow "?", "@" and "\\", so these matched the preview glob while a browser
    // goes to the host before them.
    expect(allowed('https://evil-host?x.preview.example.app/')).toBe(false);
    expect(allowed('https://evil\\@x.preview.example.app/')).toBe(false);
    expect(allowed('https://evil\\x.preview.example.app/')).toBe(false);
    expect(allowed('https://user@pr-1.preview.example.app/')).toBe(false);
    expect(allowed('https://visa.example.com.au@evil.test/')).toBe(false);
    expect(allowed('https://evil.test\\@visa.example.com.au/')).toBe(false);
    expect(allowed('https://pr-12.preview.example.app/a/..//evil.test')).toBe(true); // path only
    expect(allowedRedirect(ctx, 'https://pr-12.preview.example.app/a/../b')).toBe(
      'https://pr-12.preview.example.app/b',
    );
  });

  test('localhost site_url ignores the port (as GoTrue does for local hosts)', () => {
    const local = ctxWith('http://localhost:3000', []);
    expect(isRedirectAllowed(local, 'http://localhost:4000/x')).toBe(true);
  });
});

describe('config.toml', () => {
  test('this project’s config reads as intended', () => {
    const cfg = loadConfig({ workdir: ROOT });
    expect(cfg.ports).toEqual({ api: 54321, db: 54322, inbucket: 54324, smtp: 54325 });
    expect(cfg.auth).toMatchObject({
      siteUrl: 'http://localhost:3000',
      additionalRedirectUrls: ['http://127.0.0.1:3000/**', 'http://localhost:3000/**'],
      jwtExpiry: 3600,
      minimumPasswordLength: 8,
      refreshTokenRotation: true,
      refreshTokenReuseInterval: 10,
      hook: { schema: 'public', fn: 'custom_access_token_hook' },
    });
    expect(cfg.auth.email.enableConfirmations).toBe(true);
    expect(cfg.auth.email.templates.confirmation.contentPath).toBe(
      resolve(ROOT, 'supabase/templates/confirmation.html'),
    );
    expect(cfg.storage.buckets.documents).toEqual({
      public: false,
      fileSizeLimit: 10 * 1024 * 1024,
      allowedMimeTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic'],
    });
  });

  test('sizes and durations in the CLI’s notation', () => {
    expect(parseSize('50MiB', 0)).toBe(50 * 1024 * 1024);
    expect(parseSize('10MB', 0)).toBe(10_000_000);
    expect(parseSize(2048, 0)).toBe(2048);
    expect(parseDuration('1s', 0)).toBe(1);
    expect(parseDuration('1m30s', 0)).toBe(90);
    expect(parseDuration('60', 0)).toBe(60);
  });

  test('overrides merge over the file and only pg-functions hooks are accepted', () => {
    const cfg = loadConfig({
      workdir: ROOT,
      overrides: { auth: { email: { enable_confirmations: false } } },
    });
    expect(cfg.auth.email.enableConfirmations).toBe(false);
    expect(cfg.auth.siteUrl).toBe('http://localhost:3000');
    expect(() =>
      loadConfig({
        workdir: ROOT,
        overrides: {
          auth: {
            hook: { custom_access_token: { enabled: true, uri: 'https://hooks.example.com' } },
          },
        },
      }),
    ).toThrow(/pg-functions/);
  });
});
