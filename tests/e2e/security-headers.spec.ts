/**
 * Issue 9, item 6 in Chromium: every page type works under the Content-Security-Policy (no
 * violation reported, no CSP console error), the headers reach static and dynamic pages alike,
 * and marketing pages are still served statically.
 */
import { expect, test, type Page } from '@playwright/test';
import { dashboard } from './pages/dashboard';
import { leadForm } from './pages/lead-form';
import { DEMO_ADMIN, DEMO_CLIENT, signIn } from './support/sign-in';

const ADMIN = DEMO_ADMIN;
const USER = DEMO_CLIENT;

/** Collects CSP violations (the DOM event) and console errors that mention the policy. */
async function watchCsp(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(msg.text()))
      problems.push(msg.text());
  });
  return async (where: string) => {
    const seen = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    expect([...problems, ...seen], `CSP problems on ${where}`).toEqual([]);
  };
}

test('every page type works under the CSP without a single violation', async ({ page }) => {
  // Eight pages, a form submission and two sign-ins: more than the default 30 s on a busy box.
  test.setTimeout(120_000);
  const check = await watchCsp(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check('home');

  await page.goto('/visas/student-visa-500');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check('a visa page');

  await page.goto('/blog/australia-pr-points-test-explained');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check('a guide');

  await page.goto('/pr-calculator');
  await page.getByLabel('Your age when invited').fill('33');
  await expect(page.getByTestId('points-total')).toContainText('50');
  await check('/pr-calculator');

  await page.goto('/contact');
  const contact = leadForm(page);
  await contact.fill({
    name: `CSP check ${Date.now()}`,
    email: 'csp-check@example.com',
    phone: '+92 300 1234567',
    message: 'Checking the page works with the policy on.',
  });
  await contact.send();
  await expect(contact.status).toContainText('Thank you');
  await check('/contact after submitting');

  await signIn(page, USER, '/dashboard');
  await expect(page.getByTestId('signed-in-as')).toBeVisible();
  await check('/auth sign-in and /dashboard');
  await (await dashboard(page).openMenu()).getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((u) => u.pathname === '/');

  await signIn(page, ADMIN, '/admin/leads');
  await expect(page.getByTestId('leads-table')).toBeVisible();
  await check('/admin/leads');
});

for (const [kind, path] of [
  ['a static marketing page', '/visas/student-visa-500'],
  ['a dynamic page', '/auth'],
] as const) {
  test(`${kind} carries the security headers`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const h = res.headers();
    const csp = h['content-security-policy'] ?? '';
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "connect-src 'self' http://127.0.0.1:54321",
    ])
      expect(csp).toContain(directive);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toContain('camera=()');
    // The local site is http://: no HSTS (tests/unit/security-headers.test.ts covers https).
    expect(h['strict-transport-security']).toBeUndefined();
  });
}

test('marketing pages are still prerendered, not rendered per request', async ({ request }) => {
  const res = await request.get('/visas/student-visa-500');
  // s-maxage of a year: what Next sends for a prerendered page, and so do the precompressed files
  // (scripts/precompress-pages.mjs); a page rendered per request is private, no-store.
  expect(res.headers()['cache-control'] ?? '').not.toMatch(/no-store|private/);
  expect(res.headers()['cache-control'] ?? '').toContain('s-maxage=31536000');
});
