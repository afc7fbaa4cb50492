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

test('a person whose confirmation e-mail is lost asks for a new one on "Check your e-mail", then confirms', async ({
  page,
}) => {
  const email = `unconfirmed-${Date.now()}@example.com`;
  const password = 'a-long-enough-password';
  const auth = authPage(page);
  await auth.openSignUp();
  await auth.createAccount({ fullName: 'Rahul Verma', email });
  await expect(auth.checkEmail).toContainText(email);
  await expect.poll(async () => (await confirmations(email)).length).toBe(1);

  // The first e-mail is "lost". Sign-up asked no password, so signing in cannot be the way back:
  // the notice itself sends the link again.
  const panel = page.getByTestId('unconfirmed-email');
  await expect(panel).toContainText('No e-mail after a few minutes?');
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
