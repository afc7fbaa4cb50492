/**
 * Issue 9 in a real browser: crafted `next` links never take a person to another site (item 3),
 * and a session that ended — signed out everywhere, or the account deleted — no longer opens
 * the dashboard, admin pages or the leads export with the old cookie (item 4).
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { dashboard } from './pages/dashboard';
import { followEmailLink } from './support/email-link';
import { linkIn, waitForMail } from './support/mailbox';
import { DEMO_ADMIN, signIn, signInPasswordOnly } from './support/sign-in';
import { createPerson } from './support/people';

const SITE_ORIGIN = 'http://localhost:3000'; // playwright.config.ts baseURL
const AUTH_URL = 'http://127.0.0.1:54321/auth/v1';
// supabase/local's fixed local keys (the same ones lib/supabase/env.ts defaults to).
const PUBLISHABLE = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
const SECRET = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
const ADMIN = DEMO_ADMIN;
const SHOTS = '/tmp/shots-harden-auth';
mkdirSync(SHOTS, { recursive: true });

const HOSTILE_NEXT = [
  '/.//evil.example',
  '/.//evil.example/x',
  '/a/..//evil.example',
  '/../..//evil.example',
  '/%2F%2Fevil.example',
  '/\\evil.example',
  'https:evil.example',
];

/** Any request that leaves for evil.example is answered here, so a redirect there is visible. */
async function trapEvil(context: BrowserContext) {
  await context.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>LEFT THE SITE</h1>' }),
  );
}

function expectOnOurSite(page: Page) {
  expect(new URL(page.url()).origin).toBe(SITE_ORIGIN);
}

async function authApi(path: string, init: RequestInit & { key?: string; bearer?: string }) {
  const res = await fetch(`${AUTH_URL}${path}`, {
    ...init,
    headers: {
      apikey: init.key ?? PUBLISHABLE,
      'content-type': 'application/json',
      ...(init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}),
    },
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

test.describe('open redirect', () => {
  for (const next of HOSTILE_NEXT) {
    test(`an e-mail link with next=${next} lands on our own site`, async ({ page, context }) => {
      await trapEvil(context);
      const email = `redirect-${Date.now()}@example.com`;
      const sent = await authApi('/otp', { method: 'POST', body: JSON.stringify({ email }) });
      expect(sent.status).toBe(200);
      const link = new URL(
        linkIn((await waitForMail(email, { subject: /confirm/i })).html ?? '', '/auth/confirm'),
      );
      expect(link.searchParams.get('token_hash')).toBeTruthy();
      link.searchParams.set('next', next);
      await followEmailLink(page, link.toString(), { choosePassword: 'redirect-test-pass-1' });
      await page.waitForLoadState();
      expectOnOurSite(page);
      await expect(page.getByText('LEFT THE SITE')).toHaveCount(0);
      // The token was real: the person is signed in.
      await expect(dashboard(page).menuButton).toBeVisible();
    });
  }

  for (const next of HOSTILE_NEXT) {
    test(`signing in at /auth?next=${next} lands on our own site`, async ({ page, context }) => {
      await trapEvil(context);
      const person = await createPerson('signin-redirect');
      await signInPasswordOnly(page, person, next);
      await page.waitForURL((u) => u.pathname === '/' || /evil/.test(u.href));
      expectOnOurSite(page);
      await expect(page.getByText('LEFT THE SITE')).toHaveCount(0);
    });
  }

  test('a same-site next is still followed after sign-in', async ({ page }) => {
    const person = await createPerson('signin-next');
    await signIn(page, person, '/dashboard?tab=assessments');
    await expect(page).toHaveURL(/\/dashboard\?tab=assessments$/);
  });
});

test.describe('sessions that end', () => {
  test('after a global sign-out from another device, the old cookies open nothing', async ({
    browser,
  }) => {
    const laptop = await browser.newContext();
    const page = await laptop.newPage();
    await signIn(page, ADMIN, '/admin');
    await expect(page.getByTestId('admin-signed-in-as')).toContainText(ADMIN.email);
    const oldCookies = await laptop.cookies();
    const before = await laptop.request.get('/admin/leads/export', { maxRedirects: 0 });
    expect(before.status()).toBe(200);

    // Another device signs in and signs out everywhere.
    const phone = await authApi('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(phone.status).toBe(200);
    const out = await authApi('/logout?scope=global', {
      method: 'POST',
      bearer: phone.json.access_token,
    });
    expect(out.status).toBe(204);
    await laptop.close();

    // Someone who copied the laptop's cookies before the sign-out tries them now.
    const thief = await browser.newContext();
    await thief.addCookies(oldCookies);
    const stolen = await thief.newPage();
    await stolen.goto('/dashboard');
    await expect(stolen).toHaveURL(/\/auth\?next=%2Fdashboard/);
    await stolen.screenshot({ path: `${SHOTS}/ended-session-dashboard-1280.png` });
    await stolen.goto('/admin/leads');
    await expect(stolen).toHaveURL(/\/auth\?next=%2Fadmin%2Fleads/);
    const exported = await thief.request.get('/admin/leads/export', { maxRedirects: 0 });
    expect(exported.status()).not.toBe(200);
    expect(exported.headers()['content-type'] ?? '').not.toContain('text/csv');
    expect(exported.headers()['location']).toMatch(/\/auth\?next=/);
    await thief.close();
  });

  test('a deleted person’s old cookies no longer open the dashboard', async ({ browser }) => {
    const person = await createPerson('deleted');
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await signIn(page, person, '/dashboard');
    await expect(page.getByTestId('signed-in-as')).toContainText(person.email);
    const oldCookies = await context.cookies();
    await context.close();

    const gone = await authApi(`/admin/users/${person.id}`, {
      method: 'DELETE',
      key: SECRET,
      bearer: SECRET,
    });
    expect(gone.status).toBe(200);

    const replay = await browser.newContext({ viewport: { width: 375, height: 740 } });
    await replay.addCookies(oldCookies);
    const again = await replay.newPage();
    await again.goto('/dashboard');
    await expect(again).toHaveURL(/\/auth\?next=%2Fdashboard/);
    await again.screenshot({ path: `${SHOTS}/deleted-user-dashboard-375.png` });
    await replay.close();
  });
});

test.describe('login CSRF through an attacker’s own magic link (issue 22)', () => {
  test('opening the link signs nobody in; the page names the attacker’s address and asks first', async ({
    page,
  }) => {
    const attacker = await createPerson('attacker');
    const sent = await authApi('/otp', {
      method: 'POST',
      body: JSON.stringify({ email: attacker.email, create_user: false }),
    });
    expect(sent.status).toBe(200);
    const link = linkIn(
      (await waitForMail(attacker.email, { subject: /sign-in/i })).html ?? '',
      '/auth/confirm',
    );
    // The victim opens the link they were sent: a GET only shows whose account it is.
    await page.goto(link);
    await expect(page.getByTestId('link-email')).toHaveText(attacker.email);
    await page.screenshot({ path: `${SHOTS}/continue-as-attacker.png`, fullPage: true });
    await page.goto('/dashboard');
    expect(new URL(page.url()).pathname).toBe('/auth');

    // A link edited to show the victim's address is refused after the button, and signs out.
    const forged = new URL(link);
    forged.searchParams.set('email', 'victim@example.com');
    await page.goto(forged.toString());
    await expect(page.getByTestId('link-email')).toHaveText('victim@example.com');
    await page.getByRole('button', { name: /^Continue as / }).click();
    await page.waitForURL((u) => u.pathname === '/auth');
    await expect(
      page.getByRole('alert').filter({ hasText: 'belongs to a different account' }),
    ).toBeVisible();
    await page.goto('/dashboard');
    expect(new URL(page.url()).pathname).toBe('/auth');
  });
});
