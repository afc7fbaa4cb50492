/**
 * At 375 px a closed <select> shows its chosen option on one line, cut at the box's edge: the
 * consultation times (with the visitor's own time beside Sydney's) and the calculator's English
 * levels were cut off. Every option of these dropdowns must fit its box, measured with the box's
 * own font. Screenshots go to /tmp/shots-narrow-selects.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { TRANSLATED_LOCALES, localeInfo } from '@/lib/i18n/locales';

const SHOTS = '/tmp/shots-narrow-selects';
mkdirSync(SHOTS, { recursive: true });

test.use({ viewport: { width: 375, height: 740 }, timezoneId: 'Asia/Kolkata' });

/** Options whose text is wider than the room the closed select gives it. */
async function cutOff(select: Locator): Promise<{ text: string; width: number; room: number }[]> {
  return select.evaluate((el: HTMLSelectElement) => {
    const cs = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    // Chromium's dropdown arrow takes about 20 px inside the padding box.
    const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;
    return [...el.options]
      .map((o) => ({ text: o.text, width: Math.ceil(ctx.measureText(o.text).width), room }))
      .filter((o) => o.width > o.room);
  });
}

test('consultation times fit their dropdown at 375 px, with the visitor’s own time shown', async ({
  page,
}) => {
  await page.goto('/book-consultation');
  const form = page.getByTestId('lead-form-consultation');
  const time = form.getByLabel(/^Preferred time/);
  // The visitor's zone is read after hydration.
  await expect(form.getByText(/Asia\/(Kolkata|Calcutta)/).first()).toBeVisible();
  expect(await time.locator('option').count()).toBeGreaterThan(3);
  await time.selectOption({ index: 1 });
  await expect(form.getByText(/Your time \(Asia\/(Kolkata|Calcutta)\): \d/)).toBeVisible();
  expect(await cutOff(time)).toEqual([]);
  await form.screenshot({ path: `${SHOTS}/consultation-time-375.png` });
});

test('call-back windows fit their dropdown at 375 px', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByTestId('lead-form-callback');
  const when = form.getByLabel(/^When should we call/);
  expect(await when.locator('option').count()).toBeGreaterThan(2);
  expect(await cutOff(when)).toEqual([]);
});

for (const locale of TRANSLATED_LOCALES) {
  test(`/${locale}: the lead forms' dropdowns fit at 375 px in ${localeInfo[locale].englishName}`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/contact`);
    for (const select of [
      page.getByTestId('lead-form-callback').locator('select[name="preferredWindow"]'),
      page.getByTestId('lead-form-callback').locator('select[name="country"]'),
      page.getByTestId('lead-form-contact').locator('select[name="visaInterest"]'),
    ])
      expect(await cutOff(select)).toEqual([]);
    await page.goto(`/${locale}/book-consultation`);
    const time = page
      .getByTestId('lead-form-consultation')
      .locator('select[name="preferredWindow"]');
    expect(await time.locator('option').count()).toBeGreaterThan(3);
    expect(await cutOff(time)).toEqual([]);
  });
}

test('the calculator’s English levels fit their dropdown at 375 px', async ({ page }) => {
  await page.goto('/pr-calculator');
  const english = page.getByLabel('English level', { exact: true });
  expect(await english.locator('option').count()).toBeGreaterThan(3);
  expect(await cutOff(english)).toEqual([]);
  await english.screenshot({ path: `${SHOTS}/calculator-english-375.png` });
});

test('a closed visa’s Request Call chat names the visa without "- closed"', async ({ page }) => {
  await page.goto('/visas/business-innovation-188');
  const links = page.getByRole('link', { name: /Request Call/ });
  expect(await links.count()).toBeGreaterThan(0);
  for (const href of await links.evaluateAll((as) =>
    as.map((a) => (a as HTMLAnchorElement).href),
  )) {
    const text = new URL(href).searchParams.get('text') ?? '';
    expect(text).toContain('(subclass 188).');
    expect(text).not.toMatch(/closed/);
  }
});
