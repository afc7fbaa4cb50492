/**
 * Issue 23 items 2, 4 and 5: "Save to my dashboard" survives confirming the e-mail on another
 * device; a link alone never starts a draft; a double click starts one draft; the draft holds
 * the calculator's answers as estimates and no invented date.
 */
import { expect, test, type Page } from '@playwright/test';
import { resetAssessmentLimits, sql } from './support/db';
import { followEmailLink } from './support/email-link';
import { linkIn, waitForMail } from './support/mailbox';
import { authPage } from './pages/auth';
import { dashboard, dateBoxes } from './pages/dashboard';
import { DEMO_CLIENT, signIn } from './support/sign-in';

// Many drafts from the demo client in one run: the daily limit is tested in the RLS suite.
test.beforeEach(resetAssessmentLimits);

const SHOTS = '/tmp/shots-f1';
/** How late the laptop's scripts arrive (a slow phone line, or a loaded CI box). */
const SLOW_SCRIPTS_MS = 1_500;

const draftsOf = (email: string) =>
  sql<{ id: string; answers: Record<string, unknown> }>(
    `select a.id, a.answers from public.assessments a join auth.users u on u.id = a.client_id
      where u.email = $1 order by a.created_at`,
    [email],
  );

/**
 * Signs up from the calculator's "Save to my dashboard". The link is a full page load, so the
 * /auth form arrives as server HTML and is typed into only once React has taken it over (see
 * authPage): this test once typed into it before that, under load, and the emptied form never
 * showed "Check your e-mail". The laptop here gets its scripts late on purpose, so a step that
 * does not wait for the page fails every time instead of once in a while.
 */
async function signUpFromCalculator(page: Page, email: string) {
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((r) => setTimeout(r, SLOW_SCRIPTS_MS));
    await route.continue();
  });
  await page.goto('/pr-calculator?v=190&age=31&en=proficient&ow=4');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('points-total')).not.toHaveText(/^55/);
  await page.getByTestId('save-to-dashboard').click();
  await expect(page).toHaveURL(/\/auth\?mode=sign-up/);
  const auth = authPage(page);
  await auth.createAccount({
    fullName: 'Ayesha Khan',
    email,
    password: 'a-long-enough-password',
  });
  await expect(auth.checkEmail).toBeVisible();
}

for (const width of [1280, 375])
  test(`at ${width} px: sign up on one device, confirm on another, the calculator's answers arrive; a double click starts one draft`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = `cross-${width}-${Date.now()}@example.com`;
    const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await signUpFromCalculator(await laptop.newPage(), email);
    const confirm = await waitForMail(email, { subject: /confirm/i });
    await laptop.close();

    // The phone: another browser context, no cookie from the laptop.
    const phone = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await phone.newPage();
    // "Continue as …?", then the password step every sign-up confirmation ends with (issue 22).
    await followEmailLink(page, linkIn(confirm.html ?? '', '/auth/confirm'), {
      choosePassword: 'another-long-enough-password',
    });
    await expect(page).toHaveURL(/\/dashboard\/assessments\/new\?start=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'permanent residency assessment',
    );
    // Opening the page started nothing.
    expect(await draftsOf(email)).toHaveLength(0);
    await page.screenshot({ path: `${SHOTS}/start-confirm-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Start my assessment' }).dblclick();
    await page.waitForURL(/\/dashboard\/assessments\/[0-9a-f-]+\?step=visas/);
    await expect(page.getByLabel('Skilled Nominated by a state (190)')).toBeChecked();
    const drafts = await draftsOf(email);
    expect(drafts).toHaveLength(1);
    // No date that was not given: no birthday from "31", no job dates from "4 years".
    expect(drafts[0]!.answers.dateOfBirth).toBeUndefined();
    expect(drafts[0]!.answers.overseasWork).toBeUndefined();
    await expect(page.getByTestId('calculator-estimates')).toContainText('check each one');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/step=about/);
    await dateBoxes(page, 'Date of birth').expectValue('');
    await expect(page.getByTestId('calculator-estimates')).toContainText('age as 31');
    await page.screenshot({ path: `${SHOTS}/estimates-about-${width}.png`, fullPage: true });

    // The dashboard's own start button, double clicked: one more draft, not two.
    const portal = dashboard(page);
    await portal.open('assessments', 'student-visa');
    await portal.startAssessment.dblclick();
    await page.waitForURL(/\/dashboard\/assessments\/[0-9a-f-]+\?step=/);
    await page.waitForLoadState('networkidle');
    expect(await draftsOf(email)).toHaveLength(2);
    await phone.close();
  });

test('a link from another site to /dashboard/assessments/new starts no draft', async ({ page }) => {
  await signIn(page, DEMO_CLIENT, '/dashboard');
  const before = (await draftsOf(DEMO_CLIENT.email)).length;
  await page.goto('/dashboard/assessments/new?type=business-visa', {
    referer: 'https://evil.example/',
  });
  await expect(page.getByRole('button', { name: 'Start my assessment' })).toBeVisible();
  expect(await draftsOf('user@example.com')).toHaveLength(before);
});
