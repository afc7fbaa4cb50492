import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signIn } from './support/sign-in';

/** After "Save status" the dropdown shows what is stored, and saving again keeps it. */
test('the lead status control shows the stored status after each save', async ({ page }) => {
  // A fresh lead to work on.
  const name = `Status Keeper ${Date.now().toString(36)}`;
  await page.goto('/contact');
  const form = page.getByTestId('lead-form-contact');
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel(/^E-mail/).fill(`status-${Date.now()}@example.com`);
  await form.getByLabel(/^Country you live in/).selectOption('Nepal');
  await form.getByLabel(/^Visa you are interested in/).selectOption('GSM Visa');
  await form.getByLabel(/^Your message/).fill('Please check my points for the 189.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('lead-status-contact')).toContainText('Thank you');

  await signIn(page, DEMO_ADMIN, '/admin/leads');
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  await page.getByTestId('leads-table').getByRole('link', { name }).click();

  const status = page.getByLabel('Status');
  await expect(status).toHaveValue('new');
  await status.selectOption('contacted');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Status updated.')).toBeVisible();
  await expect(status).toHaveValue('contacted');
  // Stays after the toast has gone and React has settled.
  await page.waitForTimeout(1000);
  await expect(status).toHaveValue('contacted');

  // A second save without touching the control keeps the stored status.
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Status updated.').first()).toBeVisible();
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('contacted');
});
