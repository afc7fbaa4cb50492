import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { seedForgedAssessment } from '../support/forged-assessment';
import { authPage } from './pages/auth';
import { linkIn, waitForMail } from './support/mailbox';
import { followEmailLink } from './support/email-link';
import { inTransaction, resetAssessmentLimits } from './support/db';
import { DEMO_ADMIN, DEMO_CLIENT, signIn } from './support/sign-in';
import { dateBoxes } from './pages/dashboard';

// Many drafts from the demo client in one run: the daily limit is tested in the RLS suite.
test.beforeEach(resetAssessmentLimits);

const ADMIN = DEMO_ADMIN;
const SHOTS = '/tmp/shots-portal-assess';
/** siteConfig.contact.email: where agency mail goes when LEADS_INBOX is not set. */
const AGENCY_INBOX = 'hello@example.com.au';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const save = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

/** An ISO date `n` months before today (UTC). */
function monthsAgo(n: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
}

test('calculator → Save to my dashboard → sign up → draft with its answers → submit → agent asks → client answers → agent responds → client reads', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `assess-${Date.now()}@example.com`;
  // Calculator: 190, age 31, Proficient, 4 years overseas.
  await page.goto('/pr-calculator?v=190&age=31&en=proficient&ow=4');
  // The static HTML shows the defaults; wait until the calculator has read the URL.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('points-total')).not.toHaveText(/^55/);
  const calculatorTotal = (await page.getByTestId('points-total').innerText()).match(/^\d+/)?.[0];
  await page.getByTestId('save-to-dashboard').click();

  await expect(page).toHaveURL(/\/auth\?mode=sign-up/);
  const auth = authPage(page);
  await auth.createAccount({ fullName: 'Ravi Kumar', email, password: 'a-long-enough-password' });
  await expect(auth.checkEmail).toBeVisible();
  const confirm = await waitForMail(email, { subject: /confirm/i });
  await followEmailLink(page, linkIn(confirm.html ?? '', '/auth/confirm'), {
    choosePassword: 'a-long-enough-password',
  });

  // Asked before anything starts, then a new draft at step one, with the calculator's answers.
  await page.getByRole('button', { name: 'Start my assessment' }).click();
  await expect(page).toHaveURL(/\/dashboard\/assessments\/[0-9a-f-]+\?step=visas/);
  await expect(page.getByLabel('Skilled Nominated by a state (190)')).toBeChecked();
  await shot(page, 'form-step1-1280');
  await save(page);
  // The calculator gave an age, not a birthday: the client enters it (31 as in the calculator).
  await dateBoxes(page, 'Date of birth').expectValue('');
  await dateBoxes(page, 'Date of birth').fill(monthsAgo(31 * 12 + 1));
  await save(page);
  // Occupation: a bad answer first (empty) shows an error next to the field, values kept.
  await save(page);
  await expect(page.locator('#f-occupation-error')).toContainText('Enter your occupation');
  await expect(page.getByLabel('Your occupation')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'form-error-1280');
  await page.getByLabel('Your occupation').fill('261313 Software Engineer');
  await page.getByLabel('I have a positive outcome').check();
  await save(page);
  await expect(page.getByLabel('Your English test')).toHaveValue('not-yet');
  await save(page); // english
  await save(page); // education
  // The calculator's "4 years overseas", as the dates of the job.
  await page.locator('input[name="overseasWork.0.from"]').fill(monthsAgo(4 * 12 + 1));
  await save(page); // work
  await save(page); // health and character (optional)
  await expect(page.getByTestId('assessment-progress')).toContainText('Check and send');
  await shot(page, 'form-review-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'form-review-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel(/I have read this notice/).check();
  await page.getByRole('button', { name: 'Send to my agent' }).click();
  await expect(page).toHaveURL(/tab=assessments&type=permanent-residency&sent=1/);
  await expect(page.getByTestId('assessment-points')).toContainText(
    `Subclass 190: ${calculatorTotal} points`,
  );
  await shot(page, 'tab-submitted-1280');

  // The agent, in another browser context.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signIn(agent, ADMIN, '/admin/assessments');
  await agent
    .getByRole('link', { name: /Ravi Kumar/ })
    .last()
    .click();
  await agent.waitForURL(/\/admin\/assessments\/[0-9a-f-]{36}$/);
  // The result the server computed at submit: shown as is, not flagged.
  await expect(agent.getByTestId('assessment-points')).toBeVisible();
  await expect(agent.getByTestId('result-mismatch')).toHaveCount(0);
  await shot(agent, 'admin-assessment-1280');
  // The agency inbox heard about it, without the client's answers.
  const submitted = await waitForMail(AGENCY_INBOX, {
    subject: /New free assessment/,
  });
  expect(submitted.text).toContain('/admin/assessments/');
  expect(submitted.text).not.toContain('Software Engineer');
  await agent.getByRole('button', { name: 'Start review' }).click();
  await agent
    .getByLabel('Ask the client for more information')
    .fill('When did your overseas job start?');
  await agent.getByRole('button', { name: 'Send question' }).click();
  await expect(agent.getByTestId('admin-assessment-status')).toContainText('question');
  const asked = await waitForMail(email, { subject: /question/i });
  expect(asked.text).toContain('Sign in');
  expect(asked.text).not.toContain('overseas job');

  // The client answers.
  await page.goto('/dashboard?tab=assessments&type=permanent-residency');
  await expect(page.getByText('When did your overseas job start?').first()).toBeVisible();
  await page.getByRole('link', { name: 'Answer the question' }).click();
  await page.getByLabel('Your answer').fill('March 2022');
  await page.getByRole('button', { name: 'Send my answer' }).click();
  await expect(page.getByTestId('assessment-status')).toContainText('waiting for an agent');

  // The agent responds.
  await agent.reload();
  await expect(agent.getByText('March 2022').first()).toBeVisible();
  await agent.getByRole('button', { name: 'Start review' }).click();
  await agent
    .getByLabel(/Your response to the client/)
    .fill('You meet the pass mark for the 190. Next, check which states list your occupation.');
  await agent.getByRole('button', { name: 'Send response' }).click();
  await expect(agent.getByTestId('admin-assessment-status')).toContainText('answered');
  const responded = await waitForMail(email, { subject: /answered/i });
  expect(responded.html).toContain('/dashboard?tab=assessments');
  await agent.setViewportSize({ width: 375, height: 800 });
  await shot(agent, 'admin-assessment-375');
  await agent.goto('/admin/assessments');
  await shot(agent, 'admin-queue-375');
  await agent.setViewportSize({ width: 1280, height: 800 });
  await shot(agent, 'admin-queue-1280');
  await agentContext.close();

  await page.reload();
  await expect(page.getByTestId('agent-response')).toContainText('You meet the pass mark');
  await expect(page.getByTestId('agent-response')).toContainText('MARN');
  await shot(page, 'tab-responded-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'tab-responded-375');
});

test('each form at 375 px, and a draft survives signing out and in on a fresh browser', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signIn(page, DEMO_CLIENT, '/dashboard');
  const scripts = new Set<string>();
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/_next/static/') && path.endsWith('.js')) scripts.add(path);
  });
  for (const type of ['student-visa', 'business-visa', 'permanent-residency']) {
    await page.goto(`/dashboard?tab=assessments&type=${type}`);
    await page.getByRole('button', { name: /Start a free/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/assessments\//);
    if (type === 'student-visa') {
      // The JS a person downloads for the form route (first visit after the dashboard), gzipped.
      scripts.clear();
      await page.reload();
      await page.waitForLoadState('networkidle');
      const bytes = [...scripts].map(
        (p) => gzipSync(readFileSync(`.next/static/${p.slice('/_next/static/'.length)}`)).length,
      );
      console.log(
        `form route JS: ${scripts.size} files, ${(bytes.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KiB gzip`,
      );
    }
    await shot(page, `form-${type}-375`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, `form-${type}-1280`);
    await page.setViewportSize({ width: 375, height: 800 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  }
  // Student: the first step saved, then a fresh context finds it.
  await page.goto('/dashboard?tab=assessments&type=student-visa');
  await page.getByRole('link', { name: 'Continue your answers' }).first().click();
  await page.getByLabel('Country of your passport').fill('Pakistan');
  await dateBoxes(page, 'Date of birth').fill('2001-02-03');
  await save(page);
  await expect(page).toHaveURL(/step=course/);
  await context.close();

  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await signIn(again, DEMO_CLIENT, '/dashboard');
  await again.goto('/dashboard?tab=assessments&type=student-visa');
  await again.getByRole('link', { name: 'Continue your answers' }).first().click();
  // It continues where it was left: the step after the saved one.
  await expect(again).toHaveURL(/step=course/);
  await again.getByRole('link', { name: /Back to “About you”/ }).click();
  await expect(again.getByLabel('Country of your passport')).toHaveValue('Pakistan');
  await dateBoxes(again, 'Date of birth').expectValue('2001-02-03');
  await fresh.close();
});

test('a result written straight to the database is flagged on the agent’s page, and its link is only text', async ({
  page,
}) => {
  // As the superuser (supabase/local's Postgres wire): the row the old code let a client's token
  // write through the Data API, for the seeded client user@example.com.
  const id = await inTransaction((db) => seedForgedAssessment(db, DEMO_CLIENT.id));
  await signIn(page, ADMIN, `/admin/assessments/${id}`);
  const flag = page.getByTestId('result-mismatch');
  await expect(flag.getByRole('alert')).toContainText('Check this result');
  await expect(page.locator('a[href*="evil.example"]')).toHaveCount(0);
  // The forged words appear only in the plain-text copy, closed until the agent opens it.
  await expect(page.getByText('VISA GRANT LIKELY')).toBeHidden();
  await shot(page, 'admin-forged-result-1280');
  // Opened, the forged link is text in the copy, and still nothing links to it.
  await flag.getByText('The stored result, as plain text').click();
  await expect(flag.locator('pre')).toContainText('https://evil.example/ha');
  await expect(page.locator('a[href*="evil.example"]')).toHaveCount(0);
});
