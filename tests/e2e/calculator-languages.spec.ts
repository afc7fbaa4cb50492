import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

/*
 * The PR points calculator in Hindi and Urdu (issue 41) scores exactly as in English: the same
 * answers, given through each page's own labels, give the same total and the same verdict.
 */

// Read, not imported: Playwright's loader wants an import attribute on JSON that Next does not.
type CalculatorMessages = {
  calculator: {
    ageLabel: string;
    englishLabel: string;
    overseasLabel: string;
    australianLabel: string;
    resultHeading: string;
  };
};
const messagesOf = (locale: Locale): CalculatorMessages =>
  JSON.parse(
    readFileSync(join(process.cwd(), `lib/i18n/messages/calculator/${locale}.json`), 'utf8'),
  ) as CalculatorMessages;

/** Age 33, Proficient English, 6 years' work abroad and 3 in Australia, NAATI CCL, the 190. */
async function answer(page: Page, locale: Locale): Promise<string> {
  const m = messagesOf(locale).calculator;
  await page.goto(localizedPath(locale, '/pr-calculator'));
  const total = page.getByTestId('points-total');
  await expect(total).toContainText('55'); // the defaults, before anything is typed
  await page.getByLabel(m.ageLabel).fill('33');
  await page.getByLabel(m.englishLabel).selectOption('proficient');
  await page.getByLabel(m.overseasLabel).fill('6');
  await page.getByLabel(m.australianLabel).fill('3');
  await page.locator('input[aria-describedby="communityLanguage-hint"]').check();
  await page.locator('input[name="visa"][value="190"]').check();
  await expect(page).toHaveURL(/v=190/);
  return (await total.locator('span[dir="ltr"]').textContent()) ?? '';
}

test('the calculator gives the same total in English, Hindi and Urdu', async ({ page }) => {
  const english = await answer(page, 'en');
  expect(english).toBe('90');
  for (const locale of ['hi', 'ur'] as const) {
    expect(await answer(page, locale), locale).toBe(english);
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'hi' ? 'hi-IN' : 'ur-PK');
    await expect(page.getByTestId('points-verdict')).toContainText('65');
    await expect(
      page.getByRole('heading', { name: messagesOf(locale).calculator.resultHeading }),
    ).toBeVisible();
    // The breakdown's rows in the language, the same points as in English.
    await expect(page.getByTestId('points-breakdown').locator('td')).toHaveText([
      '25',
      '10',
      '10',
      '10',
      '15',
      '0',
      '0',
      '0',
      '5',
      '0',
      '10',
      '5',
    ]);
  }
  // Urdu reads right to left; the reload keeps the answers there too.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(page.getByTestId('points-total')).toContainText('90');
});
