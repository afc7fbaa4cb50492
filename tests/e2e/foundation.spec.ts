import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MEGA_MENU_HIDE_DELAY_MS } from '@/components/site/use-nav-behaviour';

const WHATSAPP_TEXT = 'Hi! I need assistance with my Australian visa application.';
const EXPECTED_CHAT_URL = `https://wa.me/61491570156?text=${encodeURIComponent(WHATSAPP_TEXT)}`;

const mainRoutes: [string, RegExp][] = [
  ['/', /Australian visa and PR advice/i],
  ['/about', /About Us/],
  ['/services', /Visa Services/],
  ['/portfolio', /Cases We Handle/],
  ['/contact', /Contact Us/],
  ['/book-consultation', /Book a 30-Minute Visa Consultation/],
  ['/pr-calculator', /Points Calculator/i],
  ['/blog', /Visa Guides/],
  ['/visas', /Australian Visas/],
  ['/privacy', /Privacy Policy/],
  ['/terms', /Terms of Use/],
  ['/disclaimer', /Disclaimer/],
];

test.describe('main routes', () => {
  for (const [path, title] of mainRoutes) {
    test(`${path} renders with its title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }
});

test('unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/this-page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('mega menu', () => {
  // Playwright's clock drives the page's timers, so these tests measure the menu's own delay
  // (imported from its source), not how busy the machine is. Time is paused before the pointer
  // leaves; only runFor() moves it.
  const pauseClock = async (page: Page) =>
    // A second ahead: the page's clock keeps running while this call travels (no timer is due).
    page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  test(`shows on hover, stays open until ${MEGA_MENU_HIDE_DELAY_MS} ms after leaving, then hides`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const menu = page.getByTestId('mega-menu');
    const trigger = page.getByTestId('mega-trigger');
    await expect(trigger).toHaveAccessibleName('Visa Services');
    await expect(menu).toBeHidden();
    await trigger.hover();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Skilled Independent (189)' })).toBeVisible();

    await pauseClock(page);
    await page.mouse.move(5, 780);
    await page.clock.runFor(MEGA_MENU_HIDE_DELAY_MS - 50);
    await expect(menu).toBeVisible();
    await page.clock.runFor(100);
    await expect(menu).toBeHidden();
  });

  test('re-entering before the delay cancels the hide', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const menu = page.getByTestId('mega-menu');
    await page.getByTestId('mega-trigger').hover();
    await pauseClock(page);
    await page.mouse.move(5, 780);
    await page.clock.runFor(MEGA_MENU_HIDE_DELAY_MS / 2);
    await page.getByTestId('mega-trigger').hover();
    await page.clock.runFor(MEGA_MENU_HIDE_DELAY_MS * 2);
    await expect(menu).toBeVisible();
  });

  test('hides at once when a link is clicked', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByTestId('mega-menu');
    await page.getByTestId('mega-trigger').hover();
    await menu.getByRole('link', { name: 'Student (500)' }).click();
    await expect(page).toHaveURL(/\/visas\/student-visa-500$/);
    await expect(menu).toBeHidden({ timeout: 300 });
  });

  test('works by keyboard: Enter opens, Escape closes and focus returns', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByTestId('mega-trigger');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('mega-menu')).toBeVisible();
    // A <summary>: the browser exposes its expanded state from the <details>' open attribute.
    await expect(page.locator('details:has(> [data-testid="mega-trigger"])')).toHaveAttribute(
      'open',
      '',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mega-menu')).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('mega-menu')).toBeVisible();
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('mobile menu and its Visa Services sub-list toggle', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByTestId('mobile-menu');
    const toggle = page.getByTestId('menu-toggle');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAccessibleName('Open menu');
    await toggle.click();
    await expect(menu).toBeVisible();
    const list = page.getByTestId('mobile-visa-list');
    await expect(list).toBeHidden();
    const sub = menu.getByTestId('mega-trigger');
    await sub.click();
    await expect(list).toBeVisible();
    // Flattened: all 39 visa pages in one list.
    await expect(list.getByRole('link')).toHaveCount(39);
    await sub.click();
    await expect(list).toBeHidden();
    await expect(toggle).toHaveAccessibleName('Close menu');
    await toggle.click();
    await expect(menu).toBeHidden();
  });

  test('nothing overflows the viewport horizontally', async ({ page }) => {
    for (const path of ['/', '/visas/student-visa-500', '/blog']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test('chat button opens a new tab at the exact wa.me URL', async ({ page, context }) => {
  await page.goto('/about');
  const button = page.getByTestId('chat-button');
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('href', EXPECTED_CHAT_URL);
  await expect(button).toHaveAttribute('target', '_blank');
  // Capture the navigation the new tab attempts without reaching the internet.
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'chat' }));
  const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(EXPECTED_CHAT_URL);
});

test('each requirements tab shows its counts', async ({ page }) => {
  await page.goto('/');
  const expected: Record<string, [number, number, number]> = {
    'Visitor Visa': [6, 5, 4],
    'Work Visa': [6, 4, 4],
    'Student Visa': [6, 4, 4],
    'Employee Sponsor': [6, 5, 4],
  };
  await expect(page.getByRole('tab', { name: 'Visitor Visa' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const [tab, [docs, money, health]] of Object.entries(expected)) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByTestId('req-documents-count')).toHaveText(`${docs} items`);
    await expect(page.getByTestId('req-financial-count')).toHaveText(`${money} items`);
    await expect(page.getByTestId('req-health-count')).toHaveText(`${health} items`);
    await expect(page.getByTestId('req-documents').getByRole('listitem')).toHaveCount(docs);
    if (tab === 'Student Visa')
      await expect(page.getByTestId('req-financial')).toContainText('AU$29,710 a year');
  }
});

test('home page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.length} nodes`)).toEqual([]);
});
