/**
 * The clients' account through the portal (issue 40, first slice): the agent (1280 px) asks for a
 * deposit on a matter; the client (375 px) sees the amount and how to pay (account name, BSB,
 * account number, PayID, the request's reference) on /dashboard?tab=billing, and a link-only
 * e-mail; the agent records the receipt; the client sees the money held for the matter.
 * Screenshots go to /tmp/shots-billing.
 */
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { sql } from './support/db';
import { MAILBOX_URL } from './support/mailbox';
import { DEMO_ADMIN, DEMO_CLIENT, signedInPage } from './support/sign-in';

const SHOTS = '/tmp/shots-billing';
const sydneyDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test.describe.configure({ timeout: 180_000 });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('the agent asks for a deposit and records it; the client sees how to pay, then the money held', async ({
  browser,
}) => {
  // An open matter, as the matters feature stores it (service role, direct SQL).
  const title = `Partner visa ${randomUUID().slice(0, 6)}`;
  const [eng] = await sql<{ id: string }>(
    `insert into public.engagements (client_id, agent_id, status, accepted_at, accepted_name)
     values ($1, $2, 'accepted', now(), 'Demo User') returning id`,
    [DEMO_CLIENT.id, DEMO_ADMIN.id],
  );
  const [matter] = await sql<{ id: string }>(
    `insert into public.matters (client_id, engagement_id, visa_subclass, title)
     values ($1, $2, '820', $3) returning id`,
    [DEMO_CLIENT.id, eng!.id, title],
  );
  const matterId = matter!.id;

  const agent = await signedInPage(browser, DEMO_ADMIN, `/admin/matters/${matterId}`, {
    width: 1280,
    height: 800,
  });
  const money = agent.getByTestId('matter-money');
  await expect(money.getByTestId('matter-held')).toHaveText('$0.00');

  // A wrong amount is refused next to its field, and what was typed stays.
  const form = money.getByTestId('deposit-request-form');
  await form.getByLabel('For').selectOption('disbursement');
  await form
    .getByLabel('What the client reads')
    .fill('Visa application charge for your partner visa');
  await form.getByLabel('Amount (AUD)').fill('twelve');
  await form.getByLabel('Pay by').fill(sydneyDay(14));
  await form.getByRole('button', { name: 'Ask the client to pay' }).click();
  await expect(form.getByText('Enter an amount in dollars')).toBeVisible();
  await expect(form.getByLabel('What the client reads')).toHaveValue(
    'Visa application charge for your partner visa',
  );
  await expect(form.getByLabel('Amount (AUD)')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Amount (AUD)').fill('4,725.50');
  await form.getByRole('button', { name: 'Ask the client to pay' }).click();
  const deposit = money.getByTestId('matter-deposit');
  await expect(deposit).toContainText('$4,725.50');
  await expect(deposit.getByTestId('matter-deposit-status')).toHaveText('To pay');
  const reference = `${matterId.replaceAll('-', '').slice(0, 8).toUpperCase()}-1`;
  await expect(deposit).toContainText(reference);
  await shot(agent, 'agent-deposit-1280');

  // /admin/billing lists it as open.
  await agent.goto('/admin/billing');
  await expect(agent.getByTestId('billing-deposits')).toContainText(reference);
  await shot(agent, 'agent-billing-1280');

  // The client sees what to pay and how, on a phone.
  const client = await signedInPage(browser, DEMO_CLIENT, '/dashboard?tab=billing', {
    width: 375,
    height: 812,
  });
  const request = client.getByTestId('deposit-request').filter({ hasText: reference });
  await expect(request.getByTestId('deposit-amount')).toHaveText('$4,725.50');
  await expect(request.getByTestId('pay-reference')).toHaveText(reference);
  await expect(request.getByTestId('pay-bsb')).toHaveText(/^\d{3}-\d{3}$/);
  await expect(request.getByTestId('pay-account')).toHaveText(/^\d{6,10}$/);
  await expect(request.getByTestId('pay-payid')).not.toBeEmpty();
  await expect(request).toContainText('Account name');
  // Nothing overflows the phone's width.
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    375,
  );
  await shot(client, 'client-to-pay-375');

  // The e-mail is a link to the tab, with no amount or reference.
  const deadline = Date.now() + 20_000;
  let body: { html?: string; text?: string } | undefined;
  while (!body && Date.now() < deadline) {
    const list = (await (await fetch(`${MAILBOX_URL}/api/messages`)).json()) as {
      id: string;
      to: string[];
      subject: string;
    }[];
    for (const m of list.filter((m) => m.to.includes(DEMO_CLIENT.email))) {
      const b = (await (await fetch(`${MAILBOX_URL}/api/messages/${m.id}`)).json()) as {
        subject: string;
        html?: string;
        text?: string;
      };
      if (b.subject === 'Your agent asked for a payment') body = b;
    }
    if (!body) await new Promise((r) => setTimeout(r, 500));
  }
  expect(body?.html).toContain('/dashboard?tab=billing');
  expect(`${body?.html}${body?.text}`).not.toContain(reference);
  expect(`${body?.html}${body?.text}`).not.toContain('4,725');

  // Past its date and unpaid, the request is a fee due in the ready-to-lodge checklist (the
  // date moved back as it stands, without the triggers' history).
  await sql(
    `update public.deposit_requests set due_on = due_on - 20 where matter_id = $1`,
    [matterId],
    ["set local session_replication_role = 'replica'"],
  );
  await agent.goto(`/admin/matters/${matterId}`);
  const fees = agent.getByTestId('lodge-check-fees');
  await expect(fees).toHaveAttribute('data-ok', 'false');
  await expect(fees).toContainText(`Payment ${reference}:`);
  await expect(fees).toContainText('not received');

  // The money arrives: the agent records the receipt against the request.
  const receipt = agent.getByTestId('matter-deposit').getByTestId('receipt-form');
  await expect(receipt.getByLabel('Amount received (AUD)')).toHaveValue('4725.50');
  await receipt.getByLabel('Date it arrived').fill(sydneyDay(0));
  await receipt.getByRole('button', { name: 'Record the receipt' }).click();
  await expect(agent.getByTestId('matter-held')).toHaveText('$4,725.50');
  await expect(agent.getByTestId('matter-deposit-status')).toHaveText('Paid');
  await expect(agent.getByTestId('lodge-check-fees')).toHaveAttribute('data-ok', 'true');
  await shot(agent, 'agent-receipt-1280');

  // The client sees the money held for the matter, and the payment; nothing left to pay for it.
  await client.reload();
  const held = client.getByTestId('money-held').locator('li').filter({ hasText: title });
  await expect(held.getByTestId('held-amount')).toHaveText('$4,725.50');
  await expect(client.getByTestId('account-entries')).toContainText('Payment received');
  await expect(client.getByTestId('deposit-request').filter({ hasText: reference })).toHaveCount(0);
  await shot(client, 'client-held-375');
});
