import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { leadRows } from './pages/admin';
import { DEMO_ADMIN, signIn } from './support/sign-in';

/*
 * The lead forms on the translated pages (issue 41): a mistake is told in the page's language
 * beside its field, with everything typed kept, with JavaScript and without; once put right, the
 * lead is stored as any other (English values, not the labels shown) and agents see the language
 * the person used.
 */

// Read, not imported: Playwright's loader wants an import attribute on JSON that Next does not.
const contactMessages = (locale: string) =>
  JSON.parse(
    readFileSync(join(process.cwd(), `lib/i18n/messages/contact/${locale}.json`), 'utf8'),
  ) as typeof import('@/lib/i18n/messages/contact/en.json');

const hi = contactMessages('hi');
const ur = contactMessages('ur');

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function expectValues(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await expect(form.locator(`[name="${name}"]`), name).toHaveValue(value);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('/hi/contact: a bad phone number is told in Hindi beside the field, nothing typed is lost; put right, the lead is stored', async ({
      page,
    }) => {
      const name = `Anjali Verma ${stamp()}`;
      const email = `anjali-${stamp()}@example.com`;
      const message = 'मैं पुणे में नर्स हूँ। मेरे लिए कौन-सा वीज़ा सही रहेगा?';
      await page.goto('/hi/contact');
      // Hydrated first: a click before it would post the form without JavaScript.
      if (javaScriptEnabled) await page.waitForLoadState('networkidle');
      let form = page.getByTestId('lead-form-contact');
      await form.getByLabel(label(hi.leadForm.fullName)).fill(name);
      await form.getByLabel(label(hi.leadForm.email)).fill(email);
      await form.getByLabel(label(hi.leadForm.phone)).fill('98765-abc');
      await form.getByLabel(label(hi.leadForm.country)).selectOption('Pakistan');
      await form.getByLabel(label(hi.leadForm.visaInterest)).selectOption('GSM Visa');
      await form.getByLabel(label(hi.leadForm.message)).fill(message);
      await form.getByLabel(label(hi.leadForm.updates)).check();
      // The labels are Hindi; the values sent are what English sends.
      await expect(
        form.getByLabel(label(hi.leadForm.country)).locator('option:checked'),
      ).toHaveText('पाकिस्तान');
      await form.getByRole('button', { name: hi.leadForm.submitContact }).click();

      // Without JavaScript this is a new page: look the form up again.
      form = page.getByTestId('lead-form-contact');
      await expect(form.locator('#contact-phone-error')).toHaveText(
        hi.leadErrors.phoneDigits.replace('{example}', '+91 98765 43210'),
      );
      await expect(form.getByLabel(label(hi.leadForm.phone))).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(page.getByTestId('lead-status-contact')).toHaveText(hi.leadForm.checkFields);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expectValues(form, {
        fullName: name,
        email,
        phone: '98765-abc',
        country: 'Pakistan',
        visaInterest: 'GSM Visa',
        message,
      });
      await expect(form.getByLabel(label(hi.leadForm.updates))).toBeChecked();

      await form.getByLabel(label(hi.leadForm.phone)).fill('+92 300 1234567');
      await form.getByRole('button', { name: hi.leadForm.submitContact }).click();
      await expect(page.getByTestId('lead-status-contact')).toHaveText(hi.leadForm.thanksContact);
      await expect(page.locator('#contact-phone-error')).toBeEmpty();
      if (!javaScriptEnabled) return;

      // A normal lead in the agents' list: English values, and the language it came in.
      await signIn(page, DEMO_ADMIN, '/admin/leads');
      const rows = await leadRows(page, name);
      await expect(rows).toHaveCount(1);
      await rows.getByRole('link', { name }).click();
      const facts = page.locator('dl');
      await expect(facts).toContainText('Pakistan');
      await expect(facts).toContainText('GSM Visa');
      await expect(facts).toContainText('+92 300 1234567');
      await expect(facts.locator('div', { hasText: /^Language/ }).locator('dd')).toHaveText(
        'Hindi',
      );
      await expect(page.getByTestId('lead-message')).toHaveText(message);
    });
  });
}

test('/ur/book-consultation: errors in Urdu, the phone field left to right', async ({ page }) => {
  await page.goto('/ur/book-consultation');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.waitForLoadState('networkidle');
  const form = page.getByTestId('lead-form-consultation');
  const phone = form.getByLabel(label(ur.leadForm.phone));
  await expect(phone).toHaveAttribute('dir', 'ltr');
  await form.getByLabel(label(ur.leadForm.fullName)).fill(`Ayesha Khan ${stamp()}`);
  await phone.fill('12');
  await form.getByRole('button', { name: ur.leadForm.submitConsultation }).click();
  await expect(form.locator('#consultation-phone-error')).toHaveText(
    ur.leadErrors.phoneFull.replace('{example}', '\u2066+92 300 1234567\u2069'),
  );
  await expect(form.locator('#preferredWindow-error')).toHaveText(ur.leadErrors.time);
  await expect(page.getByTestId('lead-status-consultation')).toHaveText(ur.leadForm.checkFields);
  await expect(phone).toHaveValue('12');
});
