/**
 * "The portal as tried, round 2" (finding 8 and the low list), on a phone (375 px): a client
 * sets up two-step sign-in from the phone itself (the key to copy and the otpauth link come
 * before the QR code) and is e-mailed that it is on; a closed account is e-mailed that it closed,
 * and signing in then says so and how to reach the agency (never Auth's "User is banned"); a
 * sign-up with that address shows the usual "Check your e-mail" while the mailbox's owner is told
 * why no link comes.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { siteConfig } from '@/lib/config/site';
import type { Person } from '../support/demo-users';
import { unusedCode } from '../support/totp';
import { authPage } from './pages/auth';
import { waitForMail } from './support/mailbox';
import { createPerson } from './support/people';
import { signInPasswordOnly, signedInPage } from './support/sign-in';

const SHOTS = '/work/notes/screens/auth';
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 375, height: 812 };

/** The client closes their own account on the security tab; the page is left on /auth. */
async function closeOnPhone(browser: Browser, person: Person): Promise<Page> {
  const page = await signedInPage(browser, person, '/dashboard?tab=security', PHONE);
  const section = page.getByTestId('close-account');
  await section.getByLabel('Confirm').fill('close my account');
  await section.getByRole('button', { name: 'Close my account' }).click();
  await expect(page).toHaveURL(/\/auth\?notice=account-closed$/);
  return page;
}

test('at 375 px: two-step set-up shows the key and the app link before the QR code, and e-mails that it is on', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const person = await createPerson('two-step-notice', 'Farida Twostep');
  const page = await signedInPage(browser, person, '/dashboard?tab=security', PHONE);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const key = page.getByTestId('totp-key');
  const qr = page.getByTestId('totp-qr');
  await expect(qr.locator('svg')).toBeVisible();
  await expect(key.getByRole('button', { name: 'Copy key' })).toBeVisible();
  await expect(page.getByTestId('totp-open-app')).toHaveAttribute('href', /^otpauth:\/\/totp\//);
  expect((await key.boundingBox())!.y).toBeLessThan((await qr.boundingBox())!.y);
  await page.screenshot({ path: `${SHOTS}/two-step-setup-375.png`, fullPage: true });

  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  const code = await unusedCode(secret, new URL(page.url()).origin, (ms) =>
    test.info().setTimeout(test.info().timeout + ms),
  );
  await page.getByLabel('Code from the app').fill(code);
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  // The tab lists the authenticator, named in words, not with the server's UTC time.
  await expect(page.getByTestId('my-factors')).toContainText('Authenticator app');
  await expect(page.getByTestId('my-factors')).not.toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  const on = await waitForMail(person.email, { subject: /two-step sign-in was turned on/i });
  expect(on.text).toContain('/dashboard?tab=security');
});

test('at 375 px: a closed account is e-mailed, and its sign-in says it was closed and how to reach us', async ({
  browser,
}) => {
  const person = await createPerson('closed-notice', 'Farida Closed');
  const page = await closeOnPhone(browser, person);
  const closed = await waitForMail(person.email, { subject: /^Your account was closed$/ });
  expect(closed.text).toMatch(/was closed on \d{1,2} \w+ \d{4}/);
  expect(closed.text).toContain(siteConfig.contact.phone);
  expect(closed.text).toContain(siteConfig.contact.email);

  await signInPasswordOnly(page, person, '/dashboard');
  const box = page.getByTestId('closed-account');
  await expect(box).toContainText('This account was closed.');
  await expect(box.getByRole('link', { name: siteConfig.contact.phone })).toHaveAttribute(
    'href',
    /^tel:\+\d+$/,
  );
  await expect(box.getByRole('link', { name: siteConfig.contact.email })).toHaveAttribute(
    'href',
    `mailto:${siteConfig.contact.email}`,
  );
  await expect(page.getByText(/banned/i)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/closed-sign-in-375.png`, fullPage: true });
});

test('at 375 px: a sign-up with a closed account’s address says what it says to anyone; the owner is e-mailed why no link comes', async ({
  browser,
}) => {
  const person = await createPerson('closed-signup', 'Farida Again');
  const page = await closeOnPhone(browser, person);
  const auth = authPage(page);
  await auth.openSignUp();
  await page.screenshot({ path: `${SHOTS}/sign-up-375.png`, fullPage: true });
  await auth.createAccount({ fullName: 'Farida Again', email: person.email });
  await expect(auth.checkEmail).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sign-up-check-email-375.png`, fullPage: true });
  const notice = await waitForMail(person.email, {
    subject: /^This e-mail address belongs to a closed account$/,
  });
  expect(notice.text).toContain(siteConfig.contact.phone);
  expect(notice.text).toMatch(/closed on \d{1,2} \w+ \d{4}/);
});

test('at 375 px: sign-up asks no password; it is chosen once, after the e-mail link', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const auth = authPage(page);
  await auth.openSignUp();
  await expect(auth.createButton).toBeEnabled();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expect(page.getByTestId('password-later')).toContainText('you choose your password');
});
