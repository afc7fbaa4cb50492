/**
 * Issue 22, item 6 in the browser: with `secure_password_change`, a password change from a
 * session signed in more than a day ago asks for the code Supabase e-mails; with
 * `double_confirm_changes`, an e-mail change needs the links sent to both addresses.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { sql } from './support/db';
import { followEmailLink } from './support/email-link';
import { linkIn, waitForMail } from './support/mailbox';
import { signIn } from './support/sign-in';
import { createPerson } from './support/people';

const AUTH_URL = 'http://127.0.0.1:54321/auth/v1';
// supabase/local's fixed local publishable key (the one lib/env/local.ts defaults to).
const PUBLISHABLE = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
const SHOTS = '/tmp/shots-auth-account-changes';
mkdirSync(SHOTS, { recursive: true });

async function passwordWorks(email: string, password: string) {
  const res = await fetch(`${AUTH_URL}/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: PUBLISHABLE, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return res.status === 200;
}

test('a session signed in over a day ago changes the password with the e-mailed code', async ({
  page,
}) => {
  const person = await createPerson('old-session');
  await signIn(page, person);
  // A day and an hour pass.
  await sql(
    `update auth.sessions set created_at = now() - interval '25 hours'
      where user_id = (select id from auth.users where email = $1)`,
    [person.email],
  );

  await page.goto('/auth/update-password');
  await page.getByLabel('New password', { exact: true }).fill('a-new-password-2026');
  await page.getByLabel('Repeat new password').fill('a-new-password-2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  const step = page.getByTestId('reauthentication');
  await expect(step).toContainText('we need to check it is you');
  await page.screenshot({ path: `${SHOTS}/password-code-step.png`, fullPage: true });
  expect(await passwordWorks(person.email, 'a-new-password-2026')).toBe(false);

  const mail = await waitForMail(person.email, { subject: /security code/i });
  const code = /(\d{6})/.exec(mail.html ?? '')?.[1] ?? '';
  await page.getByLabel('Security code from the e-mail').fill('000000');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(step).toContainText('That code is wrong or has expired');
  await page.getByLabel('Security code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard');
  expect(await passwordWorks(person.email, 'a-new-password-2026')).toBe(true);
  expect(await passwordWorks(person.email, person.password)).toBe(false);
});

test('an e-mail change needs the links sent to the new and to the current address', async ({
  page,
}) => {
  const person = await createPerson('mover');
  const newEmail = `moved-${Date.now()}@example.com`;
  await signIn(page, person, '/dashboard');
  await page.goto('/dashboard?tab=profile');
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'one to your current address' }),
  ).toBeVisible();

  // The new address's link alone: nothing changes yet.
  const toNew = linkIn((await waitForMail(newEmail)).html ?? '', '/auth/confirm');
  await followEmailLink(page, toNew);
  await page.waitForURL((u) => u.pathname === '/auth');
  await expect(
    page.getByRole('status').filter({ hasText: 'open the link we sent to your other address' }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/email-change-half.png`, fullPage: true });
  expect(await passwordWorks(newEmail, person.password)).toBe(false);

  // The current address's link too: the address is now the new one.
  const toOld = linkIn(
    (await waitForMail(person.email, { subject: /email/i })).html ?? '',
    '/auth/confirm',
  );
  await followEmailLink(page, toOld);
  await page.waitForURL((u) => u.pathname === '/dashboard');
  expect(await passwordWorks(newEmail, person.password)).toBe(true);
  expect(await passwordWorks(person.email, person.password)).toBe(false);
});
