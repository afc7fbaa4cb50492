/**
 * Issue 27 end to end: an agent composes an offer, previews it, sends it; the client gets a
 * link-only e-mail, reads the offer on a phone (375 px) and accepts it (typed name + tick +
 * confirm); both open the signed PDF, read back with pdftotext. And a client declines with a
 * reason, which the agent sees. Screenshots in /tmp/shots-engagements.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { shownName } from './support/db';
import { linkIn, waitForMail } from './support/mailbox';
import { DEMO_ADMIN, DEMO_CLIENT, signIn, signedInPage } from './support/sign-in';

const SHOTS = '/tmp/shots-engagements';
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 375, height: 800 };

/** The agent composes and saves an offer for the demo client; returns its id (preview shown). */
async function composeOffer(agent: Page): Promise<string> {
  await agent.goto(`/admin/clients/${DEMO_CLIENT.id}`);
  await agent.getByTestId('new-engagement').click();
  await agent.waitForURL(/\/admin\/engagements\/new\?client=/);
  await agent.getByLabel('Preparing and lodging your visa application').check();
  await agent.getByLabel('Other service 1').fill('Advice on a later partner visa');
  await agent.getByPlaceholder('Fee 1: what for').fill('Professional fee');
  await agent.getByLabel('Fee 1: amount').fill('3300');
  await agent.getByPlaceholder('Fee 2: what for').fill('Document certification');
  await agent.getByLabel('Fee 2: amount').fill('0.05');
  await agent.getByPlaceholder('Charge 1: what').fill('Visa application charge (subclass 189)');
  await agent.getByLabel('Charge 1: amount').fill('4765');
  await agent.getByPlaceholder('Instalment 1: when').fill('On accepting this offer');
  await agent.getByLabel('Instalment 1: amount').fill('1815.03');
  await agent.getByPlaceholder('Instalment 2: when').fill('Before lodgement');
  await agent.getByLabel('Instalment 2: amount').fill('1815.03');
  await agent.getByRole('button', { name: 'Save and preview' }).click();
  await agent.waitForURL(/\/admin\/engagements\/[0-9a-f-]{36}\?saved=1/);
  return /engagements\/([0-9a-f-]{36})/.exec(agent.url())![1]!;
}

async function send(agent: Page) {
  agent.once('dialog', (d) => void d.accept());
  await agent.getByRole('button', { name: 'Send to the client' }).click();
  await expect(agent.getByTestId('engagement-status')).toContainText(
    'Sent, waiting for the client',
  );
}

async function pdfText(page: Page, id: string, name: string): Promise<string> {
  const res = await page.request.get(`/api/engagements/${id}/pdf`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const file = `${SHOTS}/${name}.pdf`;
  writeFileSync(file, await res.body());
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

test('agent composes and sends; the client reads on a phone, accepts; both open the PDF', async ({
  browser,
}) => {
  const agent = await signedInPage(browser, DEMO_ADMIN, '/admin');
  const id = await composeOffer(agent);
  // The preview is the client's view: same component, same figures.
  await expect(agent.getByTestId('offer-total')).toHaveText('$3,630.06');
  await expect(agent.getByTestId('offer-gst')).toHaveText('$330.01');
  await agent.screenshot({ path: `${SHOTS}/agent-preview-1280.png`, fullPage: true });
  await send(agent);

  // The e-mail: a link only, no fees or services.
  const mail = await waitForMail(DEMO_CLIENT.email, { subject: /offer to review/ });
  expect(mail.text ?? '').not.toMatch(/\$|3,630|Professional fee|MARN/);
  const link = linkIn(mail.html ?? '', '/dashboard?tab=engagement');

  const client = await (await browser.newContext({ viewport: PHONE })).newPage();
  await client.goto(link);
  await client.waitForURL(/\/auth\?/);
  await signIn(client, DEMO_CLIENT, '/dashboard?tab=engagement');
  const offer = client.locator(`[data-testid=engagement][data-status=sent]`).first();
  await expect(offer.getByTestId('offer-total')).toHaveText('$3,630.06');
  await expect(offer.getByTestId('offer-consumer-guide')).toContainText('Consumer Guide');
  await expect(offer.getByTestId('offer-consumer-guide')).toContainText('version');
  await expect(offer.getByTestId('offer-disbursements')).toContainText('$4,765.00');
  await expect(offer).toContainText('Charges of the government (or the body named), not our fees');
  // Readable at 375 px: nothing wider than the screen.
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    375,
  );
  await client.screenshot({ path: `${SHOTS}/client-offer-375.png`, fullPage: true });

  // Without the tick: refused, the typed name kept.
  await offer.getByLabel('Your full name').fill('Demo User');
  await offer.getByRole('button', { name: 'Confirm and accept' }).click();
  await expect(offer.getByText('Tick the box to confirm')).toBeVisible();
  await expect(offer.getByLabel('Your full name')).toHaveValue('Demo User');
  await offer.getByLabel('I have received the Consumer Guide and agree to these terms.').check();
  await offer.getByRole('button', { name: 'Confirm and accept' }).click();

  const accepted = client.locator(`[data-testid=engagement][data-status=accepted]`).first();
  await expect(accepted.getByTestId('engagement-pdf-link')).toBeVisible({ timeout: 15_000 });
  await expect(accepted.getByTestId('acceptance-block')).toContainText('Demo User');
  await expect(accepted.getByTestId('payment-next')).toContainText(
    'Your agent will send you payment details',
  );
  await client.screenshot({ path: `${SHOTS}/client-accepted-375.png`, fullPage: true });

  const sha = (
    await agent.evaluate(() => document.body.innerText.match(/[0-9a-f]{64}/)?.[0] ?? '')
  ).trim();
  expect(sha).toMatch(/^[0-9a-f]{64}$/);
  const clientPdf = await pdfText(client, id, 'client');
  expect(clientPdf).toContain('Demo User');
  expect(clientPdf).toContain('Total professional fees: $3,630.06');
  expect(clientPdf.replace(/\s+/g, '')).toContain(sha);
  expect(clientPdf).toContain('Page 1 of');

  // The agent sees the acceptance and opens the same PDF (the read is audited).
  await agent.reload();
  await expect(agent.getByTestId('engagement-status')).toContainText('Accepted');
  await expect(agent.getByTestId('acceptance-block')).toContainText('Demo User');
  await expect(agent.getByTestId('engagement-pdf-link')).toBeVisible();
  expect(await pdfText(agent, id, 'agent')).toContain('Demo User');
  await agent.reload();
  await expect(agent.getByTestId('engagement-history')).toContainText(
    'Signed engagement PDF stored',
  );
  await agent.screenshot({ path: `${SHOTS}/agent-accepted-1280.png`, fullPage: true });
  // And in the queue: accepted today.
  await agent.goto('/admin');
  await expect(agent.getByTestId('queue-engagements-accepted')).toContainText(
    await shownName(DEMO_CLIENT.id),
  );
});

test('a client declines with a reason; the agent sees it', async ({ browser }) => {
  const agent = await signedInPage(browser, DEMO_ADMIN, '/admin');
  await composeOffer(agent);
  await send(agent);
  await agent.goto('/admin');
  await expect(agent.getByTestId('queue-engagements-sent')).toContainText(
    await shownName(DEMO_CLIENT.id),
  );
  await agent.screenshot({ path: `${SHOTS}/agent-queue-1280.png`, fullPage: true });

  // The overview points to the waiting offer.
  const client = await signedInPage(browser, DEMO_CLIENT, '/dashboard');
  await client.getByTestId('engagement-notice').getByRole('link').click();
  await client.waitForURL(/tab=engagement/);
  const offer = client.locator(`[data-testid=engagement][data-status=sent]`).first();
  await offer.getByText('Decline this offer').click();
  await offer.getByLabel('Tell your agent why').fill('I will apply myself for now.');
  await offer.getByRole('button', { name: 'Decline the offer' }).click();
  await expect(
    client.locator(`[data-testid=engagement][data-status=declined]`).first(),
  ).toBeVisible();
  await client.screenshot({ path: `${SHOTS}/client-declined-1280.png`, fullPage: true });

  await agent.goBack();
  await agent.reload();
  await expect(agent.getByTestId('decline-reason')).toContainText('I will apply myself for now.');
});

test('instalments that fall short of the total are refused beside them, and what was typed stays', async ({
  browser,
}) => {
  const agent = await signedInPage(browser, DEMO_ADMIN, '/admin');
  await agent.setViewportSize({ width: 1280, height: 900 });
  await agent.goto(`/admin/engagements/new?client=${DEMO_CLIENT.id}`);
  await agent.getByLabel('Preparing and lodging your visa application').check();
  await agent.getByPlaceholder('Fee 1: what for').fill('Professional fee');
  await agent.getByLabel('Fee 1: amount').fill('5050');
  await agent.getByPlaceholder('Instalment 1: when').fill('On accepting this offer');
  await agent.getByLabel('Instalment 1: amount').fill('1000');
  await agent.getByPlaceholder('Instalment 2: when').fill('Before lodgement');
  await agent.getByLabel('Instalment 2: amount').fill('1000');
  await agent.getByRole('button', { name: 'Save and preview' }).click();
  await expect(agent.locator('#payments-error')).toContainText(
    'Instalments add up to $2,000.00; the total is $5,555.00 — $3,555.00 is not yet scheduled',
  );
  await expect(agent.getByLabel('Instalment 2: amount')).toHaveValue('1000');
  await expect(agent).toHaveURL(/\/admin\/engagements\/new/);
  mkdirSync('/work/notes/screens/offers', { recursive: true });
  await agent.screenshot({
    path: '/work/notes/screens/offers/agent-instalments-short-1280.png',
    fullPage: true,
  });
});
