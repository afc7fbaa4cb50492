/**
 * Issue 23 items 1 and 3: Back, Forward and reload at every step of every assessment, at 1280
 * and 375 px. After each save the database holds that step's answers and every earlier step's
 * answers unchanged; after each history move the form on screen is the step the URL names and
 * shows what is saved; saving it again loses nothing; "Continue your answers" opens the first
 * step not done.
 */
import { expect, test, type Page } from '@playwright/test';
import { ASSESSMENT_TYPES } from '@/lib/assessments/constants';
import { assessmentForms } from '@/lib/assessments/forms';
import { expectStepShows, fillStep, savedFor } from './support/assessment-fill';
import { resetAssessmentLimits, sql } from './support/db';
import { DEMO_CLIENT, signIn } from './support/sign-in';
import { dateBoxes } from './pages/dashboard';

// Many drafts from the demo client in one run: the daily limit is tested in the RLS suite.
test.beforeEach(resetAssessmentLimits);

const SHOTS = '/tmp/shots-f1';

const answersOf = async (id: string) =>
  (
    await sql<{ answers: Record<string, unknown> }>(
      'select answers from public.assessments where id = $1',
      [id],
    )
  )[0]!.answers;

const stepOf = (page: Page) => new URL(page.url()).searchParams.get('step');
/** Back or Forward, then whatever the page does about it (a refetch, a reload) has finished. */
async function move(page: Page, where: 'back' | 'forward', step: string) {
  await (where === 'back' ? page.goBack() : page.goForward());
  await page.waitForURL((u) => u.searchParams.get('step') === step);
  await page.waitForLoadState('networkidle');
}

const save = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

for (const width of [1280, 375])
  for (const type of ASSESSMENT_TYPES)
    test(`${type} at ${width} px: Back, Forward and reload at every step keep every saved answer`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await signIn(page, DEMO_CLIENT);
      await page.goto(`/dashboard?tab=assessments&type=${type}`);
      await page.getByRole('button', { name: /Start a free/ }).click();
      await page.waitForURL(/\/dashboard\/assessments\/[0-9a-f-]+\?step=/);
      const id = new URL(page.url()).pathname.split('/').pop()!;
      const steps = assessmentForms[type].steps;
      const expected: Record<string, unknown> = {};

      for (const [i, step] of steps.entries()) {
        const next = steps[i + 1]?.id ?? 'review';
        expect(stepOf(page)).toBe(step.id);
        await fillStep(page, step, `s${i}`);
        await save(page);
        await page.waitForURL((u) => u.searchParams.get('step') === next);
        Object.assign(expected, savedFor(step, `s${i}`));
        expect(await answersOf(id)).toMatchObject(expected);

        // Back: the step just saved, showing what was saved (not the empty copy it was).
        await move(page, 'back', step.id);
        await expectStepShows(page, step, `s${i}`);
        // Forward and reload: the next step, its own form.
        await move(page, 'forward', next);
        if (next !== 'review') await expectStepShows(page, steps[i + 1]!, null);
        await page.reload();
        if (next !== 'review') await expectStepShows(page, steps[i + 1]!, null);
        // Back again and save what is shown: nothing is lost anywhere.
        await move(page, 'back', step.id);
        await expectStepShows(page, step, `s${i}`);
        await save(page);
        await page.waitForURL((u) => u.searchParams.get('step') === next);
        expect(await answersOf(id)).toMatchObject(expected);
        if (i === 2) {
          // Three steps done: "Continue your answers" opens the fourth.
          await page.goto(`/dashboard?tab=assessments&type=${type}`);
          await page
            .locator(`a[href^="/dashboard/assessments/${id}"]`)
            .filter({ hasText: 'Continue your answers' })
            .click();
          await page.waitForURL((u) => u.searchParams.get('step') === steps[3]!.id);
          await page.screenshot({ path: `${SHOTS}/resume-${type}-${width}.png`, fullPage: true });
        }
      }
      await expect(page.getByTestId('assessment-progress')).toContainText('Check and send');
      await page.screenshot({ path: `${SHOTS}/review-${type}-${width}.png`, fullPage: true });
      // Everything answered: Continue opens the review.
      await page.goto(`/dashboard?tab=assessments&type=${type}`);
      await page
        .locator(`a[href^="/dashboard/assessments/${id}"]`)
        .filter({ hasText: 'Continue your answers' })
        .click();
      await page.waitForURL((u) => u.searchParams.get('step') === 'review');
      expect(await answersOf(id)).toMatchObject(expected);
      await context.close();
    });

test('a stale copy of a step, or a post naming another step, writes nothing', async ({ page }) => {
  await signIn(page, DEMO_CLIENT);
  await page.goto('/dashboard?tab=assessments&type=permanent-residency');
  await page.getByRole('button', { name: /Start a free/ }).click();
  await page.waitForURL(/step=visas/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const steps = assessmentForms['permanent-residency'].steps;
  await fillStep(page, steps[0]!, 'a');
  await save(page);
  await page.waitForURL(/step=about/);
  await fillStep(page, steps[1]!, 'a');
  await save(page);
  await page.waitForURL(/step=occupation/);
  const before = await answersOf(id);

  // The "about" form, as rendered before it was saved (a tab left open, a restored page):
  await page.goto(`/dashboard/assessments/${id}?step=about`);
  await page.locator('input[name="version"]').evaluate((el: HTMLInputElement) => {
    el.value = 'an-older-copy';
  });
  await dateBoxes(page, 'Date of birth').fill('2000-01-01');
  await save(page);
  await expect(page.locator('form [role=alert]')).toContainText('older copy of your answers');
  await dateBoxes(page, 'Date of birth').expectValue('1995-03-04');
  expect(await answersOf(id)).toEqual(before);

  // A form for "english" posted to the "about" step's action: refused.
  await page.goto(`/dashboard/assessments/${id}?step=about`);
  await page.locator('input[name="stepId"]').evaluate((el: HTMLInputElement) => {
    el.value = 'english';
  });
  await save(page);
  await expect(page.locator('form [role=alert]')).toContainText('nothing was saved');
  expect(await answersOf(id)).toEqual(before);
});
