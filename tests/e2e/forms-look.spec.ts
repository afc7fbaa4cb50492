/**
 * Screenshots of every form family with an error or a toast, at 375 and 1280 px, for comparing
 * before and after a change to the form plumbing (issue 24). SHOTS=<dir> picks where they go.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { noteForm } from './pages/admin';
import { dashboard, dashboardUrl } from './pages/dashboard';
import { sql, resetAssessmentLimits } from './support/db';
import { DEMO_ADMIN, DEMO_CLIENT, signedInPage } from './support/sign-in';

const SHOTS = process.env.SHOTS ?? '/tmp/forms-shots/now';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });

test.beforeEach(resetAssessmentLimits);

for (const width of [375, 1280]) {
  const viewport = { width, height: 800 };
  test(`forms at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const ctx = await browser.newContext({ viewport });
    const page = await ctx.newPage();

    // Sign-in with a wrong password: the red toast.
    await page.goto('/auth');
    await page.getByLabel('E-mail').fill(DEMO_CLIENT.email);
    await page.getByLabel('Password').fill('not-the-password-at-all');
    await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await expect(page.getByText(/password/i).last()).toBeVisible();
    await page.waitForTimeout(500);
    await shot(page, `auth-bad-password-${width}`);
    // Sign-in with empty fields: field errors.
    await page.reload();
    await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await expect(page.locator('#email-error')).not.toBeEmpty();
    await shot(page, `auth-field-errors-${width}`);

    // Contact: field errors.
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForTimeout(1500);
    await shot(page, `contact-errors-${width}`);
    await ctx.close();

    // Profile: a bad phone number.
    const client = await signedInPage(browser, DEMO_CLIENT, dashboardUrl('profile'), viewport);
    const portal = dashboard(client);
    await portal.profile.phone.fill('98765 43210');
    await portal.profile.save();
    await expect(client.getByText(/Use international format/)).toBeVisible();
    await client.waitForTimeout(500);
    await shot(client, `profile-error-${width}`);
    await portal.profile.phone.fill('+91 98765 43210');

    // PR assessment: step one saved empty.
    await portal.open('assessments', 'permanent-residency');
    await portal.startAssessment.click();
    await client.waitForURL(/\/dashboard\/assessments\/[0-9a-f-]+\?step=/);
    await client.getByRole('button', { name: 'Save and continue' }).click();
    await expect(client.locator('[id$="-error"]:not(:empty)').first()).toBeVisible();
    await client.waitForTimeout(500);
    await shot(client, `assessment-step-error-${width}`);
    // Step two: a date question (label, hint, control, error through <Field>) saved empty.
    await client.getByLabel('Skilled Nominated by a state (190)').check();
    await client.getByRole('button', { name: 'Save and continue' }).click();
    await client.waitForURL(/step=about/);
    await client.getByRole('button', { name: 'Save and continue' }).click();
    await expect(client.locator('#f-dateOfBirth-error')).not.toBeEmpty();
    await client.waitForTimeout(500);
    await shot(client, `assessment-date-error-${width}`);
    await client.context().close();

    // Admin: a note on a lead, empty (error) then written (toast).
    const id = randomUUID();
    await sql(
      `insert into public.leads (id, kind, full_name, email, message, idempotency_key)
       values ($1, 'contact', 'Look Test', 'look-test@example.com', 'About the 190 visa.', $2)`,
      [id, `e2e-${id}`],
    );
    const admin = await signedInPage(browser, DEMO_ADMIN, `/admin/leads/${id}`, viewport);
    const note = noteForm(admin);
    await note.button.click();
    await admin.waitForTimeout(1000);
    await shot(admin, `admin-note-empty-${width}`);
    await note.add('Called, no answer.');
    await expect(admin.getByText('Note added.')).toBeVisible();
    await admin.waitForTimeout(500);
    await shot(admin, `admin-note-toast-${width}`);
    await admin.context().close();
  });
}
