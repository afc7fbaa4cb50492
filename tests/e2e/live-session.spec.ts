/**
 * Issue 36 in the browser: closing an account from the phone signs the laptop out at its next
 * request. The database refuses the laptop's still-valid token (private.session_is_live(): the
 * session rows are gone and the profile is closed), so the dashboard sends it to sign in instead
 * of showing anything, and the person cannot sign in again. The same token against the Data API
 * and Storage: tests/integration/session-end-cases.ts and tests/rls/live-session-cases.ts.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { sql } from './support/db';
import { createPerson } from './support/people';
import { signInPasswordOnly, signedInPage } from './support/sign-in';

const SHOTS = '/tmp/shots-live-session';
mkdirSync(SHOTS, { recursive: true });

test('closing the account on the phone signs the laptop out at its next page', async ({
  browser,
}) => {
  const person = await createPerson('closing', 'Closing Client');
  const { id } = person;

  const laptop = await signedInPage(browser, person, '/dashboard?tab=profile');
  const phone = await signedInPage(browser, person, '/dashboard?tab=security', {
    width: 375,
    height: 800,
  });

  const section = phone.getByTestId('close-account');
  await section.getByLabel('Confirm').fill('close my account');
  await section.getByRole('button', { name: 'Close my account' }).click();
  await expect(phone).toHaveURL(/\/auth\?notice=account-closed$/);
  await expect(
    phone.getByText('Your account is closed and you are signed out everywhere.'),
  ).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/closed-phone.png`, fullPage: true });

  // Every session row is gone: the laptop's token, still unexpired, now opens nothing.
  expect(await sql(`select 1 from auth.sessions where user_id = $1`, [id])).toHaveLength(0);
  await laptop.goto('/dashboard?tab=documents');
  await expect(laptop).toHaveURL(/\/auth\?next=/);
  await laptop.screenshot({ path: `${SHOTS}/laptop-after.png`, fullPage: true });

  // Nor can the person sign in again.
  await signInPasswordOnly(laptop, person, '/dashboard');
  await expect(laptop).toHaveURL(/\/auth/);
  expect(new URL(laptop.url()).pathname).toBe('/auth');
});
