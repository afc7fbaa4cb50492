import { expect, test } from '@playwright/test';
import { authPage } from './pages/auth';
import { dashboard } from './pages/dashboard';
import { sql } from './support/db';
import { createPerson } from './support/people';
import { signIn } from './support/sign-in';

/*
 * The language of a client's e-mails (profiles.preferred_locale, issue 41): offered at sign-up
 * from the page they browsed in, kept by the database, changed on the profile tab. The e-mail
 * itself in that language: tests/integration/mail-digest-cases.ts.
 */

const preferred = async (email: string) =>
  (
    await sql<{ l: string }>(
      'select preferred_locale as l from public.profiles where lower(email) = lower($1)',
      [email],
    )
  )[0]?.l;

test('signing up from a Hindi page offers Hindi for the e-mails, and the profile keeps it', async ({
  page,
}) => {
  await page.goto('/hi');
  await page.getByRole('link', { name: 'साइन इन' }).first().click();
  await expect(page).toHaveURL(/\/auth\?lang=hi$/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await expect(page.getByLabel('Your language')).toHaveValue('hi');

  const email = `hindi-${Date.now()}@example.com`;
  await authPage(page).createAccount({ fullName: 'Anushka Sharma', email });
  await expect(authPage(page).checkEmail).toContainText(email);
  expect(await preferred(email)).toBe('hi');
});

test('a client changes the language of their e-mails on the profile tab', async ({ page }) => {
  const me = await createPerson('language', 'Bilal Ahmed');
  expect(await preferred(me.email)).toBe('en');
  await signIn(page, me, '/dashboard?tab=profile');
  const profile = dashboard(page).profile;
  await expect(profile.language).toHaveValue('en');
  await profile.language.selectOption('ur');
  await profile.save();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  expect(await preferred(me.email)).toBe('ur');
  await page.reload();
  await expect(profile.language).toHaveValue('ur');
});
