/**
 * Messages both ways in a real browser (issue 28): the client writes (a link made clickable), the
 * agent sees the unread count and the unanswered thread, replies and records a file note; the
 * client sees the unread count in the dashboard menu, the reply appears on the open page within
 * 30 s (polling), the file note never shows (nor in "Download my data"), and the client gets one
 * content-free e-mail: a second message within 15 minutes sends no second one. At 375 and 1280 px,
 * each side once at each width. Screenshots go to /tmp/shots-messages.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { dashboard, dashboardUrl, messages } from './pages/dashboard';
import { shownName } from './support/db';
import { MAILBOX_URL, waitForMail } from './support/mailbox';
import { DEMO_ADMIN, DEMO_CLIENT, signedInPage } from './support/sign-in';

const SHOTS = '/tmp/shots-messages';
const NEW_MESSAGE = /new message/i;
const narrow = { width: 375, height: 812 };
const wide = { width: 1280, height: 800 };

/** How many "new message" e-mails the catcher holds for `to`. */
async function newMessageMails(to: string): Promise<number> {
  const list = (await (await fetch(`${MAILBOX_URL}/api/messages`)).json()) as {
    to: string[];
    subject: string;
  }[];
  return list.filter(
    (m) => m.to.some((t) => t.toLowerCase() === to.toLowerCase()) && NEW_MESSAGE.test(m.subject),
  ).length;
}

test.describe.serial('messages', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('client at 375, agent at 1280: both ways, unread counts, one e-mail, no file note', async ({
    browser,
  }) => {
    const mailsBefore = await newMessageMails(DEMO_CLIENT.email);
    const client = await signedInPage(browser, DEMO_CLIENT, dashboardUrl('messages'), narrow);
    await messages(client).write('Hello, is this the form? https://immi.homeaffairs.gov.au/visas.');
    await expect(
      messages(client).thread.getByRole('link', { name: 'https://immi.homeaffairs.gov.au/visas' }),
    ).toHaveAttribute('href', 'https://immi.homeaffairs.gov.au/visas');
    // Off the messages tab before the agent answers: that tab polls every 10 s and, re-rendered
    // with the reply, reads it, so the count below would depend on the poll's timing.
    await dashboard(client).open('profile');

    // The agent sees the thread waiting for an answer. Not the queue's unread count: an agent page
    // an earlier spec left open on this client's thread polls too, and reading the new message
    // there is the demo agent reading it (the count is checked after this agent reads, below).
    const agent = await signedInPage(browser, DEMO_ADMIN, '/admin/messages', wide);
    await expect(agent.getByTestId('unanswered')).toContainText(await shownName(DEMO_CLIENT.id));
    await agent.screenshot({ path: `${SHOTS}/agent-messages-1280.png`, fullPage: true });
    await agent.getByTestId('unanswered').getByRole('link').first().click();
    await expect(messages(agent).thread).toContainText('Hello, is this the form?');
    await messages(agent).write('Phoned the client about the form. SECRET-NOTE-1', {
      fileNote: true,
    });
    await messages(agent).write('Yes, that is the right page. Reply one.');
    await agent.screenshot({ path: `${SHOTS}/agent-thread-1280.png`, fullPage: true });
    // Opening the thread read it: the queue's count is down to 0.
    await agent.goto('/admin');
    await expect(agent.getByTestId('queue-count-messages')).toHaveText('0');

    // The client, elsewhere in the dashboard, sees the count in the menu.
    await dashboard(client).open('profile');
    await expect(client.getByTestId('unread-count')).toHaveText(/^1/);
    await client.screenshot({ path: `${SHOTS}/client-unread-375.png`, fullPage: true });
    await client.getByRole('link', { name: /^Messages/ }).click();
    await expect(messages(client).thread).toContainText('Reply one.');
    await expect(messages(client).thread).not.toContainText('SECRET-NOTE');
    await expect(client.getByTestId('unread-count')).toHaveCount(0);

    // One e-mail, a link only.
    const mail = await waitForMail(DEMO_CLIENT.email, { subject: NEW_MESSAGE });
    expect(mail.text ?? '').toContain('/dashboard?tab=messages');
    expect(mail.text ?? '').not.toContain('Reply one');
    expect(await newMessageMails(DEMO_CLIENT.email)).toBe(mailsBefore + 1);

    // While the client's page stays open, the next reply appears without a reload.
    await agent.goto(`/admin/clients/${DEMO_CLIENT.id}`);
    await messages(agent).write('And one more thing. Reply two.');
    await expect(messages(client).thread).toContainText('Reply two.', { timeout: 30_000 });
    await client.screenshot({ path: `${SHOTS}/client-thread-375.png`, fullPage: true });
    // Within 15 minutes of the first: no second e-mail.
    await new Promise((r) => setTimeout(r, 4_000));
    expect(await newMessageMails(DEMO_CLIENT.email)).toBe(mailsBefore + 1);

    // "Download my data" has the messages and never the file note.
    const summary = await (await client.request.get('/api/me/export/summary')).text();
    expect(summary).toContain('Reply one.');
    expect(summary).not.toContain('SECRET-NOTE');
    await client.context().close();
    await agent.context().close();
  });

  test('client at 1280, agent at 375: the other widths', async ({ browser }) => {
    const client = await signedInPage(browser, DEMO_CLIENT, dashboardUrl('messages'), wide);
    await messages(client).write('Thank you. One question about my passport.');
    const agent = await signedInPage(browser, DEMO_ADMIN, '/admin/messages', narrow);
    await expect(agent.getByTestId('unanswered')).toContainText(await shownName(DEMO_CLIENT.id));
    await agent.getByTestId('unanswered').getByRole('link').first().click();
    await expect(messages(agent).thread).toContainText('One question about my passport.');
    await messages(agent).write('Send it when you can. Reply three.');
    await agent.screenshot({ path: `${SHOTS}/agent-thread-375.png`, fullPage: true });
    await expect(messages(client).thread).toContainText('Reply three.', { timeout: 30_000 });
    await client.screenshot({ path: `${SHOTS}/client-thread-1280.png`, fullPage: true });
    await client.context().close();
    await agent.context().close();
  });
});
