/**
 * Issue 23 items 6 and 7: every /dashboard tab (as the demo client) and every /admin page (as the
 * demo agent) at 375 and 1280 px: no sideways scroll (the sitemap crawl in rendered-pages.spec.ts
 * never reaches signed-in pages), no floating WhatsApp button over the portal's forms and none at
 * all in the admin panel, and no dropdown whose chosen text is cut off. Screenshots of each page
 * go to /tmp/shots-f2-width.
 */
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { resetAssessmentLimits, sql } from './support/db';
import { DEMO_ADMIN, DEMO_CLIENT, signedInPage } from './support/sign-in';

// Many drafts from the demo client in one run: the daily limit is tested in the RLS suite.
test.beforeEach(resetAssessmentLimits);

const CLIENT_ID = 'a0000000-0000-4000-8000-000000000002';
const SHOTS = '/tmp/shots-f2-width';
const WIDTHS = [375, 1280];

/** What is wrong with the page as shown: sideways scroll, a fixed chat button, cut-off dropdowns. */
async function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) {
      // Name the widest culprits, so a failure says what to fix.
      const wide = [...document.querySelectorAll('main *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)}`);
      problems.push(`scrolls sideways by ${overflow} px (${wide.join(', ')})`);
    }
    const chat = document.querySelector('[data-testid="chat-button"]');
    if (chat && getComputedStyle(chat).position === 'fixed')
      problems.push('a floating chat button covers the page');
    // A native dropdown cannot wrap: the chosen option's text must fit inside it.
    const probe = document.createElement('span');
    probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
    document.body.append(probe);
    for (const select of document.querySelectorAll('select')) {
      if (!select.checkVisibility()) continue;
      const style = getComputedStyle(select);
      probe.style.font = style.font;
      const text = select.selectedOptions[0]?.text ?? '';
      probe.textContent = text;
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
      if (probe.offsetWidth > room)
        problems.push(`dropdown ${select.name || select.id} cuts off "${text}"`);
    }
    probe.remove();
    return problems;
  });
}

async function check(page: Page, paths: string[], prefix: string) {
  mkdirSync(SHOTS, { recursive: true });
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    for (const path of paths) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      const name = `${prefix}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}-${width}`;
      await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
      for (const p of await layoutProblems(page)) found.push(`${path} at ${width}px: ${p}`);
    }
  }
  return found;
}

test.describe.serial('portal and admin widths', () => {
  test.describe.configure({ timeout: 240_000 });

  test('every dashboard tab, and an assessment in progress, as the demo client', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, DEMO_CLIENT, '/dashboard');
    // A draft through the real button (at 375 px: the button that made the page 410 px wide).
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dashboard?tab=assessments&type=permanent-residency');
    await page.getByRole('button', { name: 'Start a free permanent residency assessment' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard/assessments/'));
    const draft = new URL(page.url()).pathname;
    const found = await check(
      page,
      [
        '/dashboard',
        '/dashboard?tab=profile',
        '/dashboard?tab=documents',
        '/dashboard?tab=assessments&type=permanent-residency',
        '/dashboard?tab=assessments&type=student-visa',
        '/dashboard?tab=assessments&type=business-visa',
        '/dashboard?tab=assessments',
        // Every step of the PR form: its dropdowns (English level, occupation) at 375 px.
        ...[
          'visas',
          'about',
          'occupation',
          'english',
          'education',
          'work',
          'health-character',
          'review',
        ].map((step) => `${draft}?step=${step}`),
      ],
      'client',
    );
    expect(found).toEqual([]);
    // The tab row shows every tab at 375 px (it wraps instead of scrolling out of sight).
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dashboard?tab=documents');
    for (const link of await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link')
      .all())
      await expect(link).toBeInViewport();
    await page.context().close();
  });

  test('every admin page, as the demo agent: no sideways scroll, no WhatsApp button', async ({
    browser,
  }) => {
    const leadId = randomUUID();
    await sql(
      `insert into public.leads (id, kind, full_name, email, phone, message, idempotency_key)
       values ($1, 'contact', 'Width Check Lead', 'width-check@example.com', '+923001234567',
         'About the 189 visa.', $2)`,
      [leadId, `e2e-${leadId}`],
    );
    const page = await signedInPage(browser, DEMO_ADMIN, '/admin');
    const assessment = (
      await sql(
        `select id from public.assessments where status <> 'draft' order by created_at desc limit 1`,
      )
    )[0] as { id: string } | undefined;
    const found = await check(
      page,
      [
        '/admin',
        '/admin/leads',
        `/admin/leads/${leadId}`,
        '/admin/clients',
        '/admin/clients?status=draft',
        `/admin/clients/${CLIENT_ID}`,
        '/admin/team',
        '/admin/audit',
        '/admin/audit?action=assessment.',
        '/admin/assessments',
        ...(assessment ? [`/admin/assessments/${assessment.id}`] : []),
      ],
      'admin',
    );
    expect(found).toEqual([]);
    await expect(page.getByTestId('chat-button')).toHaveCount(0);
    await page.context().close();
  });

  test('the public site keeps its floating WhatsApp button', async ({ page }) => {
    await page.goto('/about');
    const chat = page.getByTestId('chat-button');
    await expect(chat).toBeVisible();
    expect(await chat.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  });

  test('"Save to my dashboard" sits beside the calculator’s total on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/pr-calculator');
    const total = await page.locator('#result-heading').boundingBox();
    const save = await page.getByTestId('save-to-dashboard').boundingBox();
    expect(total && save).toBeTruthy();
    // Was ~4,400 px below; now within the result card, a thumb's reach from the total.
    expect(save!.y - total!.y).toBeLessThan(300);
    await page.locator('#result-heading').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/calculator-total-375.png` });
  });
});
