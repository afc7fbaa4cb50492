/**
 * Tax invoices and the money held (issue 40), as people use them: the client (375 px) adds a postal
 * address; the agent (1280 px) asks for a deposit and records it, drafts an invoice from the
 * agreement's fees (a bad price refused beside its box, what was typed kept), issues it (not
 * before confirming GST), reads the PDF back with pdftotext, transfers what it owes (too much is
 * refused), pays the visa charge from what is held (more than held is refused), refunds the rest
 * and reverses the refund. The client sees the invoice, downloads its PDF, reads the entries and
 * gets a link-only e-mail. Screenshots go to /tmp/shots-invoices.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { sql } from './support/db';
import { waitForMail } from './support/mailbox';
import { DEMO_ADMIN, DEMO_CLIENT, signedInPage } from './support/sign-in';

const SHOTS = '/tmp/shots-invoices';
const sydneyDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function pdfText(page: Page, url: string, name: string): Promise<string> {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const file = `${SHOTS}/${name}.pdf`;
  writeFileSync(file, await res.body());
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

test.describe.configure({ timeout: 240_000 });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('deposit → receipt → tax invoice → transfer → disbursement → refund and its reversal; the client follows on a phone', async ({
  browser,
}) => {
  const title = `Skilled Independent visa ${randomUUID().slice(0, 6)}`;
  const [eng] = await sql<{ id: string }>(
    `insert into public.engagements (client_id, agent_id, status, accepted_at, accepted_name,
       fee_items, gst_applies)
     values ($1, $2, 'accepted', now(), 'Demo User',
       '[{"label":"Preparing and lodging your visa application","amount_cents":220000},
         {"label":"Responding to requests for more information","amount_cents":110000}]'::jsonb,
       true) returning id`,
    [DEMO_CLIENT.id, DEMO_ADMIN.id],
  );
  const [matter] = await sql<{ id: string }>(
    `insert into public.matters (client_id, engagement_id, visa_subclass, title)
     values ($1, $2, '189', $3) returning id`,
    [DEMO_CLIENT.id, eng!.id, title],
  );
  const matterId = matter!.id;

  // The client's postal address, typed untidily; seven lines are refused and kept as typed.
  const client = await signedInPage(browser, DEMO_CLIENT, '/dashboard?tab=profile', {
    width: 375,
    height: 812,
  });
  const address = client.getByLabel('Postal address');
  await address.fill('1\n2\n3\n4\n5\n6\n7');
  await client.getByRole('button', { name: 'Save profile' }).click();
  await expect(client.getByText('Use at most 6 lines.')).toBeVisible();
  await expect(client.getByLabel('Postal address')).toHaveValue('1\n2\n3\n4\n5\n6\n7');
  await client
    .getByLabel('Postal address')
    .fill('  House 12, Mall Road \n\n Lahore 54000\nPakistan ');
  await client.getByRole('button', { name: 'Save profile' }).click();
  await expect(client.getByText('Profile saved.').first()).toBeVisible();
  await client.reload();
  await expect(client.getByLabel('Postal address')).toHaveValue(
    'House 12, Mall Road\nLahore 54000\nPakistan',
  );
  await shot(client, 'client-address-375');

  // The agent asks for $3,000 and records it.
  const agent = await signedInPage(browser, DEMO_ADMIN, `/admin/matters/${matterId}`, {
    width: 1280,
    height: 800,
  });
  const money = agent.getByTestId('matter-money');
  const ask = money.getByTestId('deposit-request-form');
  await ask.getByLabel('For').selectOption('advance_fees');
  await ask.getByLabel('What the client reads').fill('First instalment of our fees');
  await ask.getByLabel('Amount (AUD)').fill('3000');
  await ask.getByLabel('Pay by').fill(sydneyDay(7));
  await ask.getByRole('button', { name: 'Ask the client to pay' }).click();
  const receipt = money.getByTestId('matter-deposit').getByTestId('receipt-form');
  await receipt.getByLabel('Date it arrived').fill(sydneyDay(0));
  await receipt.getByRole('button', { name: 'Record the receipt' }).click();
  await expect(money.getByTestId('matter-held')).toHaveText('$3,000.00');

  // A second request asked by mistake is cancelled: the client no longer has it to pay.
  await ask.getByLabel('For').selectOption('disbursement');
  await ask.getByLabel('What the client reads').fill('Asked twice by mistake');
  await ask.getByLabel('Amount (AUD)').fill('99');
  await ask.getByLabel('Pay by').fill(sydneyDay(7));
  await ask.getByRole('button', { name: 'Ask the client to pay' }).click();
  const mistaken = money
    .getByTestId('matter-deposit')
    .filter({ hasText: 'Asked twice by mistake' });
  await mistaken.getByRole('button', { name: 'Cancel this request' }).click();
  await expect(mistaken.getByTestId('matter-deposit-status')).toHaveText('Cancelled');

  // Lodged (set as it stands, without the lodging rules' history): /admin/billing lists the work
  // done and not yet invoiced.
  await sql(
    `update public.matters set stage = 'lodged', trn = 'EGO1234567', lodged_on = current_date where id = $1`,
    [matterId],
    ["set local session_replication_role = 'replica'"],
  );
  await agent.goto('/admin/billing');
  const unbilled = agent.getByTestId('billing-unbilled').locator('li').filter({ hasText: title });
  await expect(unbilled).toContainText('$0.00 of $3,300.00 invoiced');

  // A draft from the agreement's fees: the second item is not earned yet, so it is cleared.
  await agent.goto(`/admin/matters/${matterId}`);
  await money.getByTestId('new-invoice').click();
  await expect(agent.getByRole('heading', { name: 'New tax invoice' })).toBeVisible();
  const draft = agent.getByTestId('invoice-draft-form');
  await expect(draft.locator('#l0_description')).toHaveValue(
    'Preparing and lodging your visa application',
  );
  await expect(draft.locator('#l0_price')).toHaveValue('2200.00');
  await draft.locator('#l1_description').fill('');
  await draft.locator('#l1_price').fill('');
  await draft.locator('#l0_price').fill('two thousand');
  await draft.getByRole('button', { name: 'Save the draft' }).click();
  await expect(draft.getByText('Enter the price in dollars')).toBeVisible();
  await expect(draft.locator('#l0_price')).toHaveAttribute('aria-invalid', 'true');
  await expect(draft.locator('#l0_description')).toHaveValue(
    'Preparing and lodging your visa application',
  );
  await draft.locator('#l0_price').fill('2,200.00');
  await draft.getByRole('button', { name: 'Save the draft' }).click();
  await expect(agent.getByTestId('invoice-title')).toHaveText('Draft tax invoice');
  await expect(agent.getByTestId('invoice-gst')).toHaveText('$220.00');
  await expect(agent.getByTestId('invoice-total')).toHaveText('$2,420.00');
  const invoiceUrl = agent.url().replace(/\?.*$/, '');
  const invoiceId = invoiceUrl.split('/').pop()!;

  // Issuing asks for the GST check first; then the number comes from the database.
  const issue = agent.getByTestId('issue-invoice-form');
  await issue.getByRole('button', { name: 'Issue the tax invoice' }).click();
  await expect(issue.getByText('Tick to confirm you checked the GST')).toBeVisible();
  await issue.getByRole('checkbox').check();
  await issue.getByRole('button', { name: 'Issue the tax invoice' }).click();
  await expect(agent.getByTestId('invoice-title')).toHaveText(/^Tax invoice \d{4}-\d{4}$/);
  const number = (await agent.getByTestId('invoice-title').textContent())!.replace(
    'Tax invoice ',
    '',
  );
  await expect(agent.getByTestId('invoice-status')).toHaveText('Unpaid');
  await shot(agent, 'agent-invoice-issued-1280');

  const text = await pdfText(agent, `/api/billing/invoices/${invoiceId}/pdf`, 'invoice-agent');
  expect(text).toContain('Tax invoice');
  expect(text).toContain(number);
  expect(text).toMatch(/ABN \d{2} \d{3} \d{3} \d{3}/);
  expect(text).toContain('Preparing and lodging your visa application');
  expect(text).toContain('Taxable (GST 10%)');
  expect(text).toMatch(/GST\s+\$220\.00/);
  expect(text).toMatch(/Total \(AUD, including GST\)\s+\$2,420\.00/);
  expect(text).toContain('Lahore 54000');

  await agent.goto('/admin/billing');
  await expect(agent.getByTestId('billing-unpaid')).toContainText(number);
  await expect(unbilled).toContainText('$2,200.00 of $3,300.00 invoiced');
  await shot(agent, 'agent-billing-1280');
  await agent.goto(invoiceUrl);

  // Transfer what it owes: more than that is refused beside the form; then it is paid.
  const transfer = agent.getByTestId('transfer-form');
  await expect(transfer.getByLabel('Amount (AUD)')).toHaveValue('2420.00');
  await transfer.getByLabel('Amount (AUD)').fill('2500');
  await transfer.getByRole('button', { name: 'Transfer to the office' }).click();
  await expect(transfer.getByTestId('transfer-error')).toContainText(
    'more than the invoice still owes',
  );
  await expect(transfer.getByLabel('Amount (AUD)')).toHaveValue('2500');
  await transfer.getByLabel('Amount (AUD)').fill('2420');
  await transfer.getByRole('button', { name: 'Transfer to the office' }).click();
  await expect(agent.getByTestId('invoice-owed')).toHaveText('$0.00');
  await expect(agent.getByTestId('invoice-status')).toHaveText('Paid');

  // The visa charge from what is held ($580): more than that is refused.
  await agent.goto(`/admin/matters/${matterId}`);
  await expect(money.getByTestId('matter-held')).toHaveText('$580.00');
  await money.getByText('Pay a disbursement from the money held').click();
  const pay = money.getByTestId('disbursement-form');
  await pay.getByLabel('Amount (AUD)').fill('600');
  await pay.getByRole('button', { name: 'Record the payment' }).click();
  await expect(pay.getByTestId('disbursement-error')).toContainText('not enough money held');
  await pay.getByLabel('Amount (AUD)').fill('500');
  // A reference a spreadsheet would run as a formula: the CSV must not.
  await pay.getByLabel('Receipt or bank reference').fill('=HYPERLINK("http://x")');
  await pay.getByRole('button', { name: 'Record the payment' }).click();
  await expect(money.getByTestId('matter-held')).toHaveText('$80.00');

  // The rest refunded, then the refund reversed (it bounced): held again, with the reason.
  await money.getByText('Refund money held to the client').click();
  const refund = money.getByTestId('refund-form');
  await refund.getByLabel('Why it is refunded').fill('Unused money returned');
  await refund.getByLabel('Amount (AUD)').fill('80');
  await refund.getByRole('button', { name: 'Record the refund' }).click();
  await expect(money.getByTestId('matter-held')).toHaveText('$0.00');
  const refunded = money.getByTestId('matter-entry').filter({ hasText: 'Refunded to you' });
  await refunded.getByText('Reverse…').click();
  await refunded.getByLabel('Why it was wrong').fill('The bank returned the refund');
  await refunded.getByRole('button', { name: 'Reverse this entry' }).click();
  await expect(money.getByTestId('matter-held')).toHaveText('$80.00');
  const correction = money
    .getByTestId('matter-entry')
    .filter({ has: agent.getByText('Correction', { exact: true }) });
  await expect(correction).toContainText('The bank returned the refund');
  await expect(refunded).toContainText('Reversed.');
  await shot(agent, 'agent-matter-money-1280');

  // The ledger: this matter's five entries, the balance after each, the reversed one marked.
  await agent.goto(`/admin/billing/ledger?matter=${matterId}`);
  const rows = agent.getByTestId('ledger-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.last()).toContainText('$80.00');
  await expect(rows.filter({ hasText: 'Refunded to you' })).toContainText('Reversed');
  await shot(agent, 'agent-ledger-1280');
  await agent.getByTestId('ledger-filters').getByLabel('Kind').selectOption('receipt');
  await agent.getByRole('button', { name: 'Show' }).click();
  await expect(rows).toHaveCount(1);
  await expect(agent).toHaveURL(/kind=receipt/);
  const csvRes = await agent.request.get(
    (await agent.getByTestId('ledger-csv').getAttribute('href'))!.replace('kind=receipt', ''),
  );
  expect(csvRes.headers()['content-type']).toContain('text/csv');
  const csv = await csvRes.text();
  expect(csv).toContain('Transaction date,Recorded on,Banked on,Kind,Amount (AUD)');
  expect(csv).toContain('Payment received,3000.00');
  expect(csv).toContain('Paid to us against an invoice,-2420.00');
  expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
  expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);

  // Reconcile through yesterday: a wrong balance is refused beside the field with the ledger's
  // own figure, and what was typed stays; the right one locks the period.
  await agent.goto('/admin/billing/reconcile');
  const rec = agent.getByTestId('reconcile-form');
  await rec.getByLabel('Statement date').fill(sydneyDay(-1));
  await rec.getByLabel('Closing balance on the statement (AUD)').fill('1.23');
  await rec.getByRole('button', { name: 'Check and lock' }).click();
  const said = rec.locator('#statementBalance-error');
  await expect(said).toContainText('does not agree with the ledger');
  await expect(rec.getByLabel('Closing balance on the statement (AUD)')).toHaveValue('1.23');
  const figure = (await said.textContent())!.match(/The ledger holds \$([\d,]+\.\d{2})/)![1]!;
  await rec.getByLabel('Closing balance on the statement (AUD)').fill(figure);
  await rec.getByRole('button', { name: 'Check and lock' }).click();
  await expect(agent.getByTestId('reconciliations')).toContainText(`$${figure}`);
  await shot(agent, 'agent-reconcile-1280');

  // The client: the invoice, its PDF, what was spent, and what is held.
  await client.goto('/dashboard?tab=billing');
  await expect(client.getByTestId('deposit-request')).toHaveCount(0);
  const bill = client.getByTestId('invoice').filter({ hasText: number });
  await expect(bill).toContainText('Paid');
  await expect(bill).toContainText('$2,420.00');
  const href = await bill.getByTestId('invoice-pdf').getAttribute('href');
  expect(await pdfText(client, href!, 'invoice-client')).toContain(number);
  const entries = client.getByTestId('account-entries');
  await expect(entries).toContainText('Paid on your behalf');
  await expect(entries).toContainText('Paid to us against an invoice');
  await expect(entries).toContainText('The bank returned the refund');
  const held = client.getByTestId('money-held').locator('li').filter({ hasText: title });
  await expect(held.getByTestId('held-amount')).toHaveText('$80.00');
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    375,
  );
  await shot(client, 'client-billing-375');

  // The statement: whole history of this application, read back.
  await expect(client.getByTestId('statement')).toBeVisible();
  const st = await pdfText(client, `/api/billing/statement?matter=${matterId}`, 'statement');
  expect(st).toContain('Statement of your account');
  expect(st).toContain(title);
  expect(st).toContain('Held at the start of the period');
  expect(st).toContain(`Invoice ${number}`);
  expect(st).toContain('The bank returned the refund');
  expect(st).toMatch(/Held for you at the end of .*\$80\.00/);

  // Decided: the application's page offers the statement.
  await sql(
    `update public.matters set stage = 'decided', outcome = 'granted', decided_on = current_date
      where id = $1`,
    [matterId],
    ["set local session_replication_role = 'replica'"],
  );
  await client.goto(`/dashboard/matters/${matterId}`);
  const offer = client.getByTestId('matter-statement').getByRole('link');
  await expect(offer).toContainText('Download your statement');
  expect(await pdfText(client, (await offer.getAttribute('href'))!, 'statement-decided')).toContain(
    title,
  );

  // The e-mail: a link only.
  const mail = await waitForMail(DEMO_CLIENT.email, { subject: /new invoice/ });
  expect(`${mail.html}${mail.text}`).toContain('/dashboard?tab=billing');
  expect(`${mail.html}${mail.text}`).not.toContain(number);
  expect(`${mail.html}${mail.text}`).not.toContain('2,420');

  // Signed out, the PDF is not served.
  const anon = await browser.newContext();
  const res = await anon.request.get(`/api/billing/invoices/${invoiceId}/pdf`, {
    maxRedirects: 0,
  });
  expect(res.status()).not.toBe(200);
  await anon.close();
});
