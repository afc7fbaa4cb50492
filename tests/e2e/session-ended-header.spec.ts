/**
 * A session ended elsewhere (signed out everywhere from another device): the page the server
 * sends to sign in must not keep showing the Dashboard menu. The browser's stored session outlives
 * the sign-out until its token expires, so the header asks Auth whether it still exists.
 */
import { expect, test } from '@playwright/test';
import { dashboard } from './pages/dashboard';
import { signIn } from './support/sign-in';

const AUTH_URL = 'http://127.0.0.1:54321/auth/v1';
// supabase/local's fixed local keys (the same ones lib/supabase/env.ts defaults to).
const PUBLISHABLE = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
const SECRET = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

async function auth(path: string, body: unknown, key = PUBLISHABLE, bearer?: string) {
  const res = await fetch(`${AUTH_URL}${path}`, {
    method: 'POST',
    headers: {
      apikey: key,
      'content-type': 'application/json',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

test('after a sign-out everywhere, the header shows Sign in, not the Dashboard menu', async ({
  page,
  context,
}) => {
  const person = {
    email: `ended-header-${Date.now()}@example.com`,
    password: 'a-long-enough-password',
  };
  const created = await auth(
    '/admin/users',
    { ...person, email_confirm: true, user_metadata: { full_name: 'Ended Header' } },
    SECRET,
    SECRET,
  );
  expect(created.status).toBe(200);

  await signIn(page, person, '/dashboard');
  await expect(dashboard(page).menuButton).toBeVisible();

  // Another device signs in and signs out everywhere.
  const phone = await auth('/token?grant_type=password', person);
  expect(phone.status).toBe(200);
  expect(
    (await auth('/logout?scope=global', {}, PUBLISHABLE, phone.json.access_token)).status,
  ).toBe(204);

  // The laptop opens its dashboard again: the server sends it to sign in, and so does the header.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard/);
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(dashboard(page).menuButton).toHaveCount(0);
  // The ended session's cookies are gone too, so the next page agrees.
  const cookies = await context.cookies();
  expect(cookies.filter((c) => /^sb-.*-auth-token/.test(c.name))).toEqual([]);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
});
