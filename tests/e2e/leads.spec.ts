import { expect, test, type Page } from '@playwright/test';
import { leadPage, leadRows } from './pages/admin';
import { leadForm, type LeadDetails } from './pages/lead-form';
import { waitForMail } from './support/mailbox';
import { DEMO_ADMIN, signIn } from './support/sign-in';

const AGENCY_INBOX = 'hello@example.com.au';

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Fills a lead form (from Pakistan, about the GSM visa) and returns the form. */
async function fillCommon(
  page: Page,
  kind: 'contact' | 'callback' | 'consultation',
  v: LeadDetails,
) {
  const lead = leadForm(page, kind);
  await lead.fill(v);
  return lead.form;
}

/** Signs in as the demo admin and searches the leads inbox; returns the matching rows. */
async function adminLeadRows(page: Page, name: string) {
  await signIn(page, DEMO_ADMIN, '/admin/leads');
  return leadRows(page, name);
}

test('contact message: stored, visible to the admin, both e-mails sent', async ({ page }) => {
  const name = unique('Sana Malik');
  const email = `sana-${Date.now()}@example.com`;
  await page.goto('/contact?utm_source=e2e');
  const contact = leadForm(page);
  await contact.fill({
    name,
    email,
    phone: '+92 300 1234567',
    message: 'I am a software engineer in Lahore. Which visa suits me?',
  });
  await contact.send();
  await expect(contact.status).toContainText('Thank you');

  const ack = await waitForMail(email, { subject: /received/i });
  expect(ack.text ?? ack.html).toContain(name);
  const note = await waitForMail(AGENCY_INBOX, { subject: new RegExp(name) });
  expect(note.text).toContain('software engineer in Lahore');

  const rows = await adminLeadRows(page, name);
  await expect(rows).toHaveCount(1);
  await rows.getByRole('link', { name }).click();
  await expect(page.getByTestId('lead-message')).toContainText('software engineer in Lahore');
  await expect(page.getByText('source=e2e')).toBeVisible();
  // Work the lead: a note and a status change.
  const lead = leadPage(page);
  await lead.note.add('Called, sent the ACS checklist.');
  await expect(lead.notes).toContainText('Called, sent the ACS checklist.');
  await lead.saveStatus('contacted');
  await expect(page.getByText('Status updated.')).toBeVisible();
  await expect(await leadRows(page, name, 'status=contacted')).toHaveCount(1);

  const csv = await page.request.get(`/admin/leads/export?q=${encodeURIComponent(name)}`);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const body = await csv.text();
  expect(body.split('\r\n')[0]).toContain('created_at,kind,status,full_name');
  expect(body).toContain(name);
});

test('call-back request: stored and both e-mails sent', async ({ page }) => {
  const name = unique('Imran Hossain');
  const email = `imran-${Date.now()}@example.com`;
  await page.goto('/contact');
  const form = await fillCommon(page, 'callback', { name, email, phone: '+880 1712 345678' });
  await form.getByLabel(/^When should we call/).selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Request a call back' }).click();
  await expect(page.getByTestId('lead-status-callback')).toContainText('Thank you');
  await waitForMail(email, { subject: /received/i });
  await waitForMail(AGENCY_INBOX, { subject: new RegExp(name) });
  await expect(await adminLeadRows(page, name)).toHaveCount(1);
});

test.describe('booking page in India', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('shows Sydney and the visitor’s time side by side, and books a consultation', async ({
    page,
  }) => {
    const name = unique('Priya Nair');
    const email = `priya-${Date.now()}@example.com`;
    await page.goto('/book-consultation');
    // The scheduling page stays the first action, WhatsApp the second.
    await expect(page.getByRole('link', { name: /Choose a time/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const form = await fillCommon(page, 'consultation', { name, email, phone: '+91 98765 43210' });

    // Next Monday in the visitor's calendar, whatever today is. The date is written in local
    // time: toISOString() would give the UTC date, a Sunday whenever Kolkata is already past
    // midnight and UTC is not (18:30-24:00 UTC), and the form rightly refuses a Sunday.
    const day = await page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() + ((8 - d.getDay()) % 7 || 7));
      return d.toLocaleDateString('en-CA');
    });
    await form.getByLabel(/^Preferred date/).fill(day);
    const expected = await page.evaluate((date) => {
      // 8:00 in Sydney on that date, seen from Kolkata, computed independently of the app.
      const fmt = (tz: string, d: Date) =>
        new Intl.DateTimeFormat('en-AU', {
          timeZone: tz,
          hour: 'numeric',
          minute: '2-digit',
          hour12: true,
        }).format(d);
      for (let h = 0; h < 24; h++) {
        const guess = new Date(`${date}T00:00:00Z`);
        guess.setUTCHours(guess.getUTCHours() - 12 + h);
        if (
          fmt('Australia/Sydney', guess) === '8:00 am' &&
          new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(guess) === date
        )
          return fmt('Asia/Kolkata', guess);
      }
      return 'not found';
    }, day);
    const option = form.getByLabel(/^Preferred time/).locator('option[value="08:00"]');
    await expect(option).toHaveText('8:00 am–10:00 am Sydney');
    // ICU may still call it by its old name, Asia/Calcutta.
    await expect(
      form.getByText(/Choose one to see it in your time \(Asia\/(Kolkata|Calcutta)\)/),
    ).toBeVisible();

    await form.getByLabel(/^Preferred time/).selectOption('08:00');
    // The visitor's own time for the chosen window, under the dropdown (tests/e2e/narrow-selects).
    await expect(
      form.getByText(new RegExp(`Your time \\(Asia/(Kolkata|Calcutta)\\): ${expected}–`)),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Request consultation' }).click();
    await expect(page.getByTestId('lead-status-consultation')).toContainText('Thank you');
    const ack = await waitForMail(email, { subject: /received/i });
    expect(ack.text).toMatch(/Asia\/(Kolkata|Calcutta)/);
    await waitForMail(AGENCY_INBOX, { subject: new RegExp(name) });
    await expect(await adminLeadRows(page, name)).toHaveCount(1);
  });
});

test('each form rejects empty, over-long, malformed and script input with field errors', async ({
  page,
}) => {
  const serverErrors: number[] = [];
  page.on('response', (r) => r.status() >= 500 && serverErrors.push(r.status()));
  await page.goto('/contact');
  for (const kind of ['contact', 'callback'] as const) {
    const form = page.getByTestId(`lead-form-${kind}`);
    const submit = form.getByRole('button');
    await submit.click();
    await expect(form.getByText('Enter your name.')).toBeVisible();
    await expect(form.getByText('Choose your country.')).toBeVisible();

    // Over-long: the browser's maxlength is removed to reach the server's limit.
    await form.getByLabel('Full name').evaluate((el) => el.removeAttribute('maxlength'));
    await form.getByLabel('Full name').fill('x'.repeat(150));
    await form.getByLabel(/^E-mail/).fill('not-an-email');
    await form.getByLabel(/^Phone or WhatsApp/).fill('call me maybe');
    await submit.click();
    await expect(form.getByText('Use at most 100 characters.')).toBeVisible();
    await expect(form.getByText(/Enter a valid e-mail address/)).toBeVisible();
    await expect(form.getByText(/Use digits only/)).toBeVisible();
    // Nothing typed is lost.
    await expect(form.getByLabel(/^E-mail/)).toHaveValue('not-an-email');

    await form.getByLabel('Full name').fill('<script>alert(1)</script>');
    await submit.click();
    await expect(form.getByText('Please remove the < and > characters.')).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  }
  await page.goto('/book-consultation');
  const booking = page.getByTestId('lead-form-consultation');
  await booking.getByRole('button', { name: 'Request consultation' }).click();
  await expect(booking.getByText('Choose a date.')).toBeVisible();
  expect(serverErrors).toEqual([]);
});

test('the same form sent twice stores one lead: the idempotency key, not the disabled button', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/contact') posts.push(r.url());
  });
  // Control first: two renders (two keys) are two leads, so the counts below measure de-duplication.
  const other = unique('Two Renders');
  for (let i = 0; i < 2; i++) {
    await page.goto('/contact');
    const contact = leadForm(page);
    await contact.fill({
      name: other,
      email: `renders-${Date.now()}-${i}@example.com`,
      message: 'Please tell me about the 190 visa.',
    });
    await contact.send();
    await expect(contact.status).toContainText('Thank you');
  }

  const name = unique('Sent Twice');
  await page.goto('/contact');
  posts.length = 0;
  const form = await fillCommon(page, 'contact', {
    name,
    email: `twice-${Date.now()}@example.com`,
  });
  await form.getByLabel(/^Your message/).fill('Please tell me about the 491 visa.');
  // Two submissions of the same render reach the server, whatever the button's state.
  await form.evaluate((f: HTMLFormElement) => {
    f.requestSubmit();
    f.requestSubmit();
  });
  await expect(page.getByTestId('lead-status-contact')).toContainText('Thank you');
  await expect.poll(() => posts.length).toBe(2);

  await expect(await adminLeadRows(page, name)).toHaveCount(1);
  await expect(await leadRows(page, other)).toHaveCount(2);
});

test('the honeypot quietly drops bots', async ({ page }) => {
  const name = unique('Spam Bot');
  await page.goto('/contact');
  const form = await fillCommon(page, 'contact', { name, email: `bot-${Date.now()}@example.com` });
  await form.getByLabel(/^Your message/).fill('Buy cheap followers now, best price.');
  await form
    .locator('input[name="website"]')
    .evaluate((el: HTMLInputElement) => (el.value = 'http://spam.example'));
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('lead-status-contact')).toContainText('Thank you');
  await expect(await adminLeadRows(page, name)).toHaveCount(0);
});

test('too many requests from one e-mail get a friendly message', async ({ page }) => {
  const email = `limit-${Date.now()}@example.com`;
  for (let i = 0; i < 4; i++) {
    await page.goto('/contact');
    const form = await fillCommon(page, 'contact', { name: unique('Repeat Sender'), email });
    await form.getByLabel(/^Your message/).fill(`Message number ${i + 1} about my visa.`);
    await form.getByRole('button', { name: 'Send message' }).click();
    // The per-e-mail limit is 3 an hour: the fourth is refused, politely.
    await expect(page.getByTestId('lead-status-contact')).toHaveText(
      i < 3 ? /Thank you/ : /several requests from you/,
    );
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form still submits, shows errors and confirms', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByTestId('lead-form-contact');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('lead-form-contact').getByText('Enter your name.')).toBeVisible();
    const name = unique('No Script');
    const again = await fillCommon(page, 'contact', {
      name,
      email: `nojs-${Date.now()}@example.com`,
    });
    await again.getByLabel(/^Your message/).fill('Sent from a phone with scripts turned off.');
    await again.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('lead-status-contact')).toContainText('Thank you');
  });
});
