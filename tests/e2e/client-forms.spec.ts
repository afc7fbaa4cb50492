/**
 * "The portal as tried, round 2" (a client on a 375 px phone): health and character answers
 * without the consent tick no longer vanish; an impossible date of birth no longer erases the
 * saved one; the calculator's estimate arrives with the draft, and "Not now" keeps it; a failed
 * try's red notice goes when the retry is sent; leaving a step with typed answers asks first.
 * Screenshots in /tmp/shots-clientforms.
 */
import { expect, type Page, test } from '@playwright/test';
import { dashboard, dateBoxes } from './pages/dashboard';
import { resetAssessmentLimits, sql } from './support/db';
import { createPerson } from './support/people';
import { DEMO_ADMIN, DEMO_CLIENT, signIn, signedInPage } from './support/sign-in';

test.beforeEach(resetAssessmentLimits);

const SHOTS = '/tmp/shots-clientforms';
const PHONE = { width: 375, height: 800 };
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const answersOf = async (id: string) =>
  (
    await sql<{ answers: Record<string, unknown> }>(
      'select answers from public.assessments where id = $1',
      [id],
    )
  )[0]!.answers;

/** A new client with a new permanent residency draft; returns its id. */
async function newDraft(page: Page): Promise<string> {
  await page.goto('/dashboard?tab=assessments&type=permanent-residency');
  await dashboard(page).startAssessment.click();
  await page.waitForURL(/\/dashboard\/assessments\/[0-9a-f-]{36}\?step=/);
  return /assessments\/([0-9a-f-]{36})/.exec(page.url())![1]!;
}

test('health and character answers without the consent tick stay on the step with a message, never dropped', async ({
  browser,
}) => {
  const person = await createPerson('consent', 'Bilal Ahmed');
  const page = await signedInPage(browser, person, '/dashboard', PHONE);
  const id = await newDraft(page);
  await page.goto(`/dashboard/assessments/${id}?step=health-character`);
  await page.locator('input[name="characterIssues"][value="yes"]').check();
  await page.getByLabel(/tell us a little more/).fill('Convicted of a driving offence in 2015.');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Still this step, the message beside the tick box, what was typed kept.
  const alert = page.locator('form [role=alert]');
  await expect(alert).toContainText('Tick the box so that we may keep');
  await expect(page).toHaveURL(/step=health-character/);
  await expect(page.locator('#f-consentSensitive-error')).toContainText('or clear them');
  await expect(page.locator('input[name="characterIssues"][value="yes"]')).toBeChecked();
  await expect(page.getByLabel(/tell us a little more/)).toHaveValue(
    'Convicted of a driving offence in 2015.',
  );
  await shot(page, 'consent-missing-375');

  // With the tick: kept, and the form moves on.
  await page.getByLabel(/I agree that the agency may collect/).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.waitForURL(/step=review/);
  await expect(page.getByText('Convicted of a driving offence in 2015.')).toBeVisible();
  expect(await answersOf(id)).toMatchObject({
    consentSensitive: true,
    characterIssues: 'yes',
    sensitiveDetails: 'Convicted of a driving offence in 2015.',
  });

  // "Or clear them": the tick taken back with the answers still there, then cleared.
  await page.goto(`/dashboard/assessments/${id}?step=health-character`);
  await page.getByLabel(/I agree that the agency may collect/).uncheck();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('form [role=alert]')).toContainText('Tick the box');
  await page.getByRole('button', { name: 'Clear my health and character answers' }).click();
  await page.waitForURL(/step=review/);
  const cleared = await answersOf(id);
  expect(cleared.consentSensitive).toBe(false);
  expect(cleared).not.toHaveProperty('characterIssues');
  expect(cleared).not.toHaveProperty('sensitiveDetails');
});

test('an impossible date of birth keeps the saved one and says "Enter a real date", as typed', async ({
  browser,
}) => {
  const person = await createPerson('dob', 'Sana Malik');
  const page = await signedInPage(browser, person, '/dashboard?tab=profile', PHONE);
  const profile = dashboard(page).profile;
  await profile.dateOfBirth.fill('1990-02-14');
  await profile.save();
  await expect(page.getByText('Profile saved.')).toBeVisible({ timeout: 15_000 });
  const saved = async () =>
    (
      await sql<{ d: string | null }>(
        `select to_char(date_of_birth, 'YYYY-MM-DD') as d from public.profiles where id = $1`,
        [person.id],
      )
    )[0]!.d;
  expect(await saved()).toBe('1990-02-14');

  await page.reload();
  await profile.dateOfBirth.day.fill('30');
  await profile.dateOfBirth.month.fill('2');
  await profile.dateOfBirth.year.fill('1990');
  await profile.save();
  await expect(page.locator('#dateOfBirth-error')).toContainText('Enter a real date');
  await expect(page.getByText('Profile saved.')).toHaveCount(0);
  // What was typed stays in the boxes; the saved date is untouched.
  await expect(profile.dateOfBirth.day).toHaveValue('30');
  await expect(profile.dateOfBirth.month).toHaveValue('02');
  await expect(profile.dateOfBirth.year).toHaveValue('1990');
  expect(await saved()).toBe('1990-02-14');
  await shot(page, 'dob-impossible-375');

  // Emptying all three boxes is a choice, and removes it.
  await profile.dateOfBirth.day.fill('');
  await profile.dateOfBirth.month.fill('');
  await profile.dateOfBirth.year.fill('');
  await profile.save();
  await expect(page.getByText('Profile saved.')).toBeVisible({ timeout: 15_000 });
  expect(await saved()).toBeNull();
});

test('the calculator estimate is the draft’s first fact at once, and "Not now" keeps the answers', async ({
  browser,
}) => {
  const person = await createPerson('estimate', 'Imran Qureshi');
  const page = await signedInPage(browser, person, '/dashboard', PHONE);
  await page.goto('/pr-calculator?v=190&age=31&en=proficient&ow=4');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('points-total')).not.toHaveText(/^55/);
  const points = (await page.getByTestId('points-total').innerText()).match(/^\d+/)![0];
  await page.getByTestId('save-to-dashboard').click();
  await page.waitForURL(/\/dashboard\/assessments\/new\?/);
  await expect(page.getByTestId('calculator-estimate')).toContainText(
    `Your calculator estimate: ${points} points`,
  );
  await page.getByRole('button', { name: /Not now/ }).click();

  // Back on the dashboard: a draft holding the calculator's answers and its total.
  await page.waitForURL(/tab=assessments/);
  const card = page.getByTestId('assessment-card').first();
  await expect(card.getByTestId('calculator-estimate')).toContainText(
    `Your calculator estimate: ${points} points`,
  );
  await expect(card.getByTestId('calculator-estimate')).toContainText('(saved ');
  await expect(card.getByTestId('calculator-estimate')).toContainText(
    'general information, not advice',
  );
  await shot(page, 'estimate-dashboard-375');
  const drafts = await sql<{ answers: Record<string, unknown> }>(
    'select answers from public.assessments where client_id = $1',
    [person.id],
  );
  expect(drafts).toHaveLength(1);
  expect(drafts[0]!.answers).toMatchObject({ targetVisas: ['190'] });

  // The draft, on whichever step it resumes and on its first: the estimate comes first.
  await card.getByRole('link', { name: 'Continue your answers' }).click();
  await page.waitForURL(/step=/);
  await expect(page.getByTestId('calculator-estimate')).toContainText(`${points} points`);
  await page.goto(page.url().replace(/step=[a-z-]+/, 'step=visas'));
  await expect(page.getByTestId('calculator-estimate')).toContainText(`${points} points`);
  await expect(page.getByLabel('Skilled Nominated by a state (190)')).toBeChecked();
  await shot(page, 'estimate-draft-375');
});

test('a step with typed, unsaved answers asks before a reload', async ({ browser }) => {
  const person = await createPerson('unsaved', 'Hina Raza');
  const page = await signedInPage(browser, person, '/dashboard', PHONE);
  const id = await newDraft(page);
  await page.goto(`/dashboard/assessments/${id}?step=about`);
  await page.waitForLoadState('networkidle');
  // Nothing typed: a reload goes ahead without a question.
  let asked = 0;
  page.on('dialog', (d) => {
    asked += d.type() === 'beforeunload' ? 1 : 0;
    void d.dismiss();
  });
  await page.reload();
  expect(asked).toBe(0);
  await dateBoxes(page, 'Date of birth').fill('1994-05-06');
  // Chromium asks only after a real user gesture on the page.
  await dateBoxes(page, 'Date of birth').day.click();
  await page.reload({ timeout: 3_000 }).catch(() => undefined);
  expect(asked).toBe(1);
  // Dismissed: the page and what was typed are still there.
  await dateBoxes(page, 'Date of birth').expectValue('1994-05-06');
});

test('a failed try’s red notice goes when the retry succeeds (the accepted agreement is clear)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const agent = await signedInPage(browser, DEMO_ADMIN, '/admin');
  await agent.goto(`/admin/clients/${DEMO_CLIENT.id}`);
  await agent.getByTestId('new-engagement').click();
  await agent.waitForURL(/\/admin\/engagements\/new\?client=/);
  await agent.getByLabel('Preparing and lodging your visa application').check();
  await agent.getByPlaceholder('Fee 1: what for').fill('Professional fee');
  // $1,000 and GST: one instalment of the whole $1,100.
  await agent.getByLabel('Fee 1: amount').fill('1000');
  await agent.getByPlaceholder('Instalment 1: when').fill('On accepting this offer');
  await agent.getByLabel('Instalment 1: amount').fill('1100');
  await agent.getByRole('button', { name: 'Save and preview' }).click();
  await agent.waitForURL(/\/admin\/engagements\/[0-9a-f-]{36}\?saved=1/);
  const id = /engagements\/([0-9a-f-]{36})/.exec(agent.url())![1]!;
  agent.once('dialog', (d) => void d.accept());
  await agent.getByRole('button', { name: 'Send to the client' }).click();
  await expect(agent.getByTestId('engagement-status')).toContainText('Sent');

  const client = await (await browser.newContext({ viewport: PHONE })).newPage();
  // Notices leave after 4 seconds; time stands still here, so only the fix can take one away.
  await client.clock.install();
  await signIn(client, DEMO_CLIENT, '/dashboard?tab=engagement');
  const offer = client.locator(`[data-testid=engagement][data-status=sent]`).filter({
    has: client.locator(`input[name=engagementId][value="${id}"]`),
  });
  const hash = offer.locator('input[name=seenSha256]').first();
  const seen = await hash.inputValue();
  // The first try fails (the page's copy of the offer does not match): a red notice.
  await hash.evaluate((el: HTMLInputElement) => (el.value = '0'.repeat(64)));
  await offer.getByLabel('Your full name').fill('Demo User');
  await offer.getByLabel('I have received the Consumer Guide and agree to these terms.').check();
  await client.clock.pauseAt(Date.now() + 1_000);
  await offer.getByRole('button', { name: 'Confirm and accept' }).click();
  await expect(client.locator('[data-toast=destructive]')).toContainText('not the one you were');
  // The retry succeeds.
  await hash.evaluate((el: HTMLInputElement, v: string) => (el.value = v), seen);
  await offer.getByRole('button', { name: 'Confirm and accept' }).click();
  const accepted = client
    .locator(`[data-testid=engagement][data-status=accepted]`)
    .filter({ hasText: 'Demo User' })
    .first();
  await expect(accepted.getByTestId('acceptance-block')).toContainText('Demo User', {
    timeout: 15_000,
  });
  await expect(client.locator('[data-toast=destructive]')).toHaveCount(0);
  await expect(client.getByRole('alert').filter({ hasText: 'not the one you were' })).toHaveCount(
    0,
  );
  await shot(client, 'retry-accepted-375');
});
