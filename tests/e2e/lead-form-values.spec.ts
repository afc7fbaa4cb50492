import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * A visitor who gets one field wrong keeps everything else they entered: text, every dropdown,
 * the date and the checkbox, with JavaScript and without it (server-rendered from the returned
 * state). Fixing the one field then sends the form without a second round of errors.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The next Saturday at least two days away (inside the booking horizon), as YYYY-MM-DD. */
function nextSaturday(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 2);
  while (d.getUTCDay() !== 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The Monday after a Saturday. */
function mondayAfter(saturday: string): string {
  const d = new Date(`${saturday}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 2);
  return d.toISOString().slice(0, 10);
}

type Fields = Record<string, string>;

/** Fills fields by label; selects by option value; returns the form. */
async function fill(form: Locator, fields: Fields) {
  for (const [label, value] of Object.entries(fields)) {
    const control = form.getByLabel(new RegExp(`^${label}`));
    const tag = await control.evaluate((el) => el.tagName);
    if (tag === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}

async function expectKept(form: Locator, fields: Fields) {
  for (const [label, value] of Object.entries(fields))
    await expect(form.getByLabel(new RegExp(`^${label}`)), label).toHaveValue(value);
  await expect(form.getByLabel(/^Send me occasional updates/)).toBeChecked();
}

async function submitAndExpectError(page: Page, form: Locator, button: string, error: RegExp) {
  const testId = (await form.getAttribute('data-testid'))!;
  await form.getByRole('button', { name: button }).click();
  // Without JavaScript this is a full page load: look the form up again.
  await expect(page.getByTestId(testId).getByText(error)).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`after a validation error, with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('the contact form keeps every other value', async ({ page }) => {
      await page.goto('/contact');
      const form = page.getByTestId('lead-form-contact');
      const kept = {
        'Full name': `Sana Kept ${stamp()}`,
        'Phone or WhatsApp': '+92 300 1234567',
        'Country you live in': 'Pakistan',
        'Visa you are interested in': 'Partner Visa',
        'Your message': 'I want to sponsor my husband. What do we need?',
      };
      await fill(form, { ...kept, 'E-mail': 'sana@' });
      await form.getByLabel(/^Send me occasional updates/).check();
      await submitAndExpectError(page, form, 'Send message', /Enter a valid e-mail address/);
      await expectKept(form, { ...kept, 'E-mail': 'sana@' });

      await form.getByLabel(/^E-mail/).fill(`sana-${stamp()}@example.com`);
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByTestId('lead-status-contact')).toContainText('Thank you');
    });

    test('the call-back form keeps every other value', async ({ page }) => {
      await page.goto('/contact');
      const form = page.getByTestId('lead-form-callback');
      const window = await form
        .getByLabel(/^When should we call/)
        .locator('option')
        .nth(2)
        .getAttribute('value');
      const kept = {
        'Full name': `Imran Kept ${stamp()}`,
        'E-mail': `imran-${stamp()}@example.com`,
        'Country you live in': 'Bangladesh',
        'Visa you are interested in': 'GSM Visa',
        'When should we call': window!,
      };
      await fill(form, { ...kept, 'Phone or WhatsApp': '12' });
      await form.getByLabel(/^Send me occasional updates/).check();
      await submitAndExpectError(
        page,
        form,
        'Request a call back',
        /Enter the full number with your country code/,
      );
      await expectKept(form, { ...kept, 'Phone or WhatsApp': '12' });

      await form.getByLabel(/^Phone or WhatsApp/).fill('+880 1712 345678');
      await form.getByRole('button', { name: 'Request a call back' }).click();
      await expect(page.getByTestId('lead-status-callback')).toContainText('Thank you');
    });

    test('the consultation form keeps every other value', async ({ page }) => {
      await page.goto('/book-consultation');
      const form = page.getByTestId('lead-form-consultation');
      const saturday = nextSaturday();
      const kept = {
        'Full name': `Priya Kept ${stamp()}`,
        'E-mail': `priya-${stamp()}@example.com`,
        'Phone or WhatsApp': '+91 98765 43210',
        'Country you live in': 'India',
        'Visa you are interested in': 'Student Visa',
        'Preferred time': '14:00',
        'Anything we should know first': 'My visa expires in March.',
      };
      await fill(form, { ...kept, 'Preferred date': saturday });
      await form.getByLabel(/^Send me occasional updates/).check();
      await submitAndExpectError(page, form, 'Request consultation', /Weekends are by appointment/);
      await expectKept(form, { ...kept, 'Preferred date': saturday });

      await form.getByLabel(/^Preferred date/).fill(mondayAfter(saturday));
      await form.getByRole('button', { name: 'Request consultation' }).click();
      await expect(page.getByTestId('lead-status-consultation')).toContainText('Thank you');
    });

    test('the consultation form with a time but no date asks for the date and keeps the rest', async ({
      page,
    }) => {
      await page.goto('/book-consultation');
      const form = page.getByTestId('lead-form-consultation');
      const kept = {
        'Full name': `Rahim Kept ${stamp()}`,
        'E-mail': `rahim-${stamp()}@example.com`,
        'Phone or WhatsApp': '+880 1712 345678',
        'Country you live in': 'Bangladesh',
        'Visa you are interested in': 'GSM Visa',
        'Preferred time': '10:00',
      };
      await fill(form, kept);
      await form.getByLabel(/^Send me occasional updates/).check();
      await submitAndExpectError(page, form, 'Request consultation', /^Choose a date\.$/);
      await expectKept(form, kept);
    });
  });
}
