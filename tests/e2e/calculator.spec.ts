import { expect, test } from '@playwright/test';

test.describe('PR points calculator', () => {
  test('a person fills it in, sees the total and breakdown change, and a reload keeps the result', async ({
    page,
  }) => {
    await page.goto('/pr-calculator');
    const total = page.getByTestId('points-total');
    // Defaults: age 30 (30) + Competent (0) + bachelor (15) + single (10) = 55
    await expect(total).toContainText('55');

    await page.getByLabel('Your age when invited').fill('33');
    await expect(total).toContainText('50');
    await page.getByLabel('English level').selectOption('proficient');
    await page.getByLabel('Skilled work outside Australia (years)').fill('6');
    await page.getByLabel('Skilled work in Australia (years)').fill('3');
    await expect(total).toContainText('80');
    await expect(page.getByTestId('points-verdict')).toHaveText('Meets the pass mark of 65');
    const breakdown = page.getByTestId('points-breakdown');
    await expect(breakdown.getByRole('row', { name: /^Age/ })).toContainText('25');

    await page.getByLabel(/Credentialled community language/).check();
    await expect(total).toContainText('85');
    await page.getByLabel(/Skilled Nominated \(190\)/).check();
    await expect(total).toContainText('90');

    await expect(page).toHaveURL(/age=33/);
    await expect(page).toHaveURL(/cl=1/);
    await page.reload();
    await expect(total).toContainText('90');
    await expect(page.getByLabel('Your age when invited')).toHaveValue('33');
    await expect(page.getByLabel(/Credentialled community language/)).toBeChecked();

    const consult = page.getByTestId('consult-about-result');
    await expect(consult).toHaveAttribute('href', /wa\.me\/61491570156\?text=.*90/);
  });

  test('bad input gets a message next to the field and no crash', async ({ page }) => {
    await page.goto('/pr-calculator');
    await page.getByLabel('Your age when invited').fill('abc');
    await expect(page.getByText('Age must be a number')).toBeVisible();
    await expect(page.getByLabel('Your age when invited')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('points-total-missing')).toBeVisible();
    await page.getByLabel('Your age when invited').fill('46');
    await expect(page.getByTestId('points-verdict')).toContainText('Not eligible');
    await expect(page.getByTestId('points-reasons')).toContainText('45');
    await page.getByLabel('Skilled work outside Australia (years)').fill('-2');
    await expect(page.getByText(/cannot be negative/)).toBeVisible();
  });

  test('English by test scores uses the test date', async ({ page }) => {
    await page.goto('/pr-calculator');
    await page.getByLabel('Enter my test scores').check();
    await page.getByLabel('Test', { exact: true }).selectOption('pte');
    await page.getByLabel('Test date').fill('2025-09-01');
    for (const [skill, score] of [
      ['Listening', '58'],
      ['Reading', '59'],
      ['Writing', '69'],
      ['Speaking', '76'],
    ]) {
      await page.getByLabel(skill, { exact: true }).fill(score);
    }
    await expect(page.getByText('Your test result: Proficient')).toBeVisible();
    await expect(page.getByTestId('points-total')).toContainText('65');
  });
});

test('occupation calculator: programmer preset, experience estimate, and the URL round trip', async ({
  page,
}) => {
  await page.goto('/calculators/programmer');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Software Engineer');
  await expect(page.getByText('261313').first()).toBeVisible();
  await page.getByLabel('Total years of relevant work').fill('7');
  await expect(page.getByTestId('countable-years')).toContainText('About 5 years');

  const total = page.getByTestId('points-total');
  await page.getByLabel('Skilled work outside Australia (years)').fill('5');
  await expect(total).toContainText('65');
  await page.getByLabel('English level').selectOption('superior');
  await expect(total).toContainText('85');
  await page.reload();
  await expect(total).toContainText('85');
});

test('chief executive calculator says the 189 is not available', async ({ page }) => {
  await page.goto('/calculators/chief-executive');
  await expect(page.getByText(/Not eligible for the 189/)).toBeVisible();
});

test('a focused check carries its answer into the full calculator', async ({ page }) => {
  await page.goto('/calculators/partner-skills');
  await page
    .getByRole('group', { name: /spouse or de facto partner/ })
    .getByLabel('Yes')
    .check();
  await page
    .getByRole('group', { name: /citizen or permanent resident/ })
    .getByLabel('No')
    .check();
  await page
    .getByRole('group', { name: /under 45/ })
    .getByLabel('Yes')
    .check();
  await page
    .getByRole('group', { name: /Competent English/ })
    .getByLabel('Yes')
    .check();
  await page
    .getByRole('group', { name: /skills assessment/ })
    .getByLabel('No')
    .check();
  await expect(page.getByTestId('factor-result')).toContainText('5 points');
  await page.getByRole('link', { name: 'Use this in the full calculator' }).click();
  await expect(page).toHaveURL(/\/pr-calculator\?p=competent-english-partner/);
  await expect(page.getByLabel('Partner has Competent English only (5 points)')).toBeChecked();
});
