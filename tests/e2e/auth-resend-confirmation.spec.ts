import { expect, test } from '@playwright/test';
import { authPage } from './pages/auth';
import { dashboard } from './pages/dashboard';
import { followEmailLink } from './support/email-link';
import { linkIn, MAILBOX_URL } from './support/mailbox';

/** The confirmation e-mails caught for one address, newest first. */
async function confirmations(to: string) {
  const list = (await (await fetch(`${MAILBOX_URL}/api/messages`)).json()) as {
    id: string;
    to: string[];
    subject: string;
    date: string;
  }[];
  return list
    .filter((m) => m.to.includes(to) && /confirm/i.test(m.subject))
    .sort((a, b) => b.date.localeCompare(a.date));
}

test('an unconfirmed person who signs in can resend the confirmation e-mail and then confirm', async ({
  page,
}) => {
  const email = `unconfirmed-${Date.now()}@example.com`;
  const password = 'a-long-enough-password';
  const auth = authPage(page);
  await auth.openSignUp();
  await auth.createAccount({ fullName: 'Rahul Verma', email, password });
  await expect(auth.checkEmail).toContainText(email);
  await expect.poll(async () => (await confirmations(email)).length).toBe(1);

  // The first e-mail is "lost": the person goes back and tries to sign in.
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  const panel = page.getByTestId('unconfirmed-email');
  await expect(panel).toContainText('Please confirm your e-mail address first.');
  await panel.getByRole('button', { name: 'Resend the confirmation e-mail' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    `We sent a new confirmation link to ${email}. It can take a minute to arrive.`,
  );

  await expect.poll(async () => (await confirmations(email)).length).toBe(2);
  const [newest] = await confirmations(email);
  const mail = (await (await fetch(`${MAILBOX_URL}/api/messages/${newest.id}`)).json()) as {
    html: string;
  };
  await followEmailLink(page, linkIn(mail.html, '/auth/confirm'), { choosePassword: password });
  await expect(page).toHaveURL(/\/$/);
  await expect(dashboard(page).menuButton).toBeVisible();
});
