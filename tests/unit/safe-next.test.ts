/**
 * Open redirect (issue 9, item 3): a `next` value from a crafted link must never send a person
 * to another site after they sign in or open an e-mail link.
 */
import { safeNextPath } from '@/lib/auth/safe-next';

const ORIGIN = 'https://www.agency.example';

/** Each of these, followed as a browser would, would leave the site (or is not a path of ours). */
const HOSTILE: [string, string][] = [
  ['dot segment then //host', '/.//evil.example'],
  ['the reported link, decoded once', decodeURIComponent('%2F.%2F%2Fevil.example%2Fx')],
  ['parent segment then //host', '/a/..//evil.example'],
  ['parent beyond the root', '/../..//evil.example'],
  ['parent of the root only', '/..//evil.example'],
  ['encoded dot segments', '/%2e/%2e%2e//evil.example'],
  ['encoded slashes', '/%2F%2Fevil.example'],
  ['mixed encoded slash', '/%2F/evil.example'],
  ['double-encoded slashes', '/%252F%252Fevil.example'],
  ['protocol-relative', '//evil.example'],
  ['triple slash', '///evil.example'],
  ['backslash', '/\\evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['encoded backslash', '/%5Cevil.example'],
  ['encoded backslash twice', '/%5C%5Cevil.example'],
  ['tab between slashes', '/\t/evil.example'],
  ['newline between slashes', '/\n/evil.example'],
  ['carriage return', '/\r/evil.example'],
  ['NUL byte', '/\u0000/evil.example'],
  ['absolute URL', 'https://evil.example/'],
  ['scheme without slashes', 'https:evil.example'],
  ['http scheme without slashes', 'http:evil.example'],
  ['javascript:', 'javascript:alert(1)'],
  ['javascript: with a leading slash trick', '/javascript:alert(1)//\\evil'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['userinfo @', '//user@evil.example'],
  ['userinfo on our own host', `${ORIGIN}@evil.example/`],
  ['fullwidth slashes', '/\uff0f\uff0fevil.example'],
  ['division slash', '/\u2215\u2215evil.example'],
  ['encoded fullwidth slashes', '/%EF%BC%8F%EF%BC%8Fevil.example'],
  ['IPv4 decimal', '//2130706433/'],
  ['IPv4 hex', '//0x7f.0.0.1/'],
  ['IPv6', '//[::1]/'],
  ['no leading slash', 'evil.example'],
  ['relative dot path', './/evil.example'],
  ['only dots', '..//evil.example'],
  ['query-looking host', '?//evil.example'],
  ['leading space', ' //evil.example'],
  ['too long', `/${'a'.repeat(3000)}`],
  ['empty', ''],
];

/** Our own paths come back normalised. */
const GOOD: [string, string][] = [
  ['/', '/'],
  ['/dashboard', '/dashboard'],
  ['/admin/leads?status=new&q=ayesha', '/admin/leads?status=new&q=ayesha'],
  ['/dashboard?tab=assessments#top', '/dashboard?tab=assessments#top'],
  ['/a/../dashboard', '/dashboard'],
  ['/./dashboard', '/dashboard'],
  ['/visas/student-visa-500', '/visas/student-visa-500'],
  ['/auth/update-password', '/auth/update-password'],
  ['/blog?q=%2F%2Fsearch', '/blog?q=%2F%2Fsearch'],
];

describe('safeNextPath', () => {
  test.each(HOSTILE)('refuses %s', (_name, value) => {
    expect(safeNextPath(value, '/fallback', ORIGIN)).toBe('/fallback');
  });

  test.each(GOOD)('keeps our own path %s', (value, expected) => {
    expect(safeNextPath(value, '/fallback', ORIGIN)).toBe(expected);
  });

  test('every answer stays on our origin, whatever base a browser resolves it against', () => {
    for (const [, value] of [...HOSTILE, ...GOOD]) {
      const out = safeNextPath(value, '/', ORIGIN);
      for (const base of [ORIGIN, 'http://localhost:3000/auth/confirm?x=1']) {
        expect(new URL(out, base).origin).toBe(new URL(base).origin);
      }
    }
  });

  test('null, undefined and non-strings fall back', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath(undefined, '/dashboard')).toBe('/dashboard');
    expect(safeNextPath(['/dashboard'] as unknown as string)).toBe('/');
  });

  test('defaults to the configured site origin', () => {
    expect(safeNextPath('/.//evil.example')).toBe('/');
    expect(safeNextPath('/dashboard')).toBe('/dashboard');
  });
});
