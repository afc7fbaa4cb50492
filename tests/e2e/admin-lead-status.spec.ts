import { expect, test } from '@playwright/test';
import { leadPage, leadRows } from './pages/admin';
import { leadForm } from './pages/lead-form';
import { DEMO_ADMIN, signIn } from './support/sign-in';

/** After "Save status" the dropdown shows what is stored, and saving again keeps it. */
test('the lead status control shows the stored status after each save', async ({ page }) => {
  // A fresh lead to work on.
  const name = `Status Keeper ${Date.now().toString(36)}`;
  await page.goto('/contact');
  const contact = leadForm(page);
  await contact.fill({
    name,
    email: `status-${Date.now()}@example.com`,
    country: 'Nepal',
    message: 'Please check my points for the 189.',
  });
  await contact.send();
  await expect(contact.status).toContainText('Thank you');

  await signIn(page, DEMO_ADMIN, '/admin/leads');
  await (await leadRows(page, name)).getByRole('link', { name }).click();

  const lead = leadPage(page);
  const status = lead.status;
  await expect(status).toHaveValue('new');
  await lead.saveStatus('contacted');
  await expect(page.getByText('Status updated.')).toBeVisible();
  await expect(status).toHaveValue('contacted');
  // Stays after the toast has gone and React has settled.
  await page.waitForTimeout(1000);
  await expect(status).toHaveValue('contacted');

  // A second save without touching the control keeps the stored status.
  await lead.saveStatus();
  await expect(page.getByText('Status updated.').first()).toBeVisible();
  await page.waitForTimeout(500);
  await page.reload();
  await expect(lead.status).toHaveValue('contacted');
});
