import { expect, test, type Page } from '@playwright/test';

/**
 * The header, footer, floating WhatsApp button and toasts as a visitor meets them: with JavaScript
 * off (Opera Mini), at 375 px, and with nothing of the page hidden under the button.
 */

const LONG_PAGES = [
  '/',
  '/visas/skilled-independent-189',
  '/blog/australia-pr-points-test-explained',
];
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

interface Hit {
  text: string;
  rect: [number, number, number, number];
}

/**
 * Text lines and links the WhatsApp button covers. In the footer a line counts when it shares any
 * column with a fixed button (scrolling would bring them together); elsewhere
 * when it is under the button with the page scrolled to the very end (the last screenful).
 */
async function coveredByChatButton(page: Page): Promise<{ footer: Hit[]; lastScreen: Hit[] }> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2,
  );
  return page.evaluate(() => {
    const button = document.querySelector('[data-testid="chat-button"]')!;
    const b = button.getBoundingClientRect();
    const footer = document.querySelector('footer');
    const boxes: { el: Node; text: string; r: DOMRect }[] = [];
    // Closed menus (<details>) still answer getClientRects(), at made-up places: skip what is not shown.
    const shown = (el: Element | null) =>
      !!el?.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim() ?? '';
      if (!text || button.contains(n) || !shown(n.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) boxes.push({ el: n, text, r });
    }
    for (const a of document.querySelectorAll('a')) {
      if (a === button || !shown(a)) continue;
      for (const r of a.getClientRects()) boxes.push({ el: a, text: `link ${a.href}`, r });
    }
    // Below 1024 px the button sits in the page's flow (components/chat-button.tsx): only what is
    // really under it counts, in the footer as anywhere.
    const fixed = getComputedStyle(button).position === 'fixed';
    const footerHits: Hit[] = [];
    const screenHits: Hit[] = [];
    for (const { el, text, r } of boxes) {
      // Screen-reader-only text is a 1 px clipped box: nobody sees it.
      if (r.width <= 1 || r.height <= 1) continue;
      const hit = { text: text.slice(0, 60), rect: [r.left, r.top, r.right, r.bottom] } as Hit;
      const sharesColumn = r.right > b.left && r.left < b.right;
      const under = sharesColumn && r.bottom > b.top && r.top < b.bottom;
      if (footer?.contains(el) && (fixed ? sharesColumn : under)) footerHits.push(hit);
      if (under) screenHits.push(hit);
    }
    return { footer: footerHits, lastScreen: screenHits };
  });
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the WhatsApp button covers no text or link in the footer or the last screenful', async ({
      page,
    }) => {
      for (const path of LONG_PAGES) {
        await page.goto(path);
        await expect(page.getByTestId('chat-button')).toBeVisible();
        const covered = await coveredByChatButton(page);
        expect(covered.footer, `${path}: footer under the button`).toEqual([]);
        expect(covered.lastScreen, `${path}: last screenful under the button`).toEqual([]);
      }
    });
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('"Sign in" in the header stays on one line', async ({ page }) => {
    for (const path of ['/', '/visas/student-visa-500', '/contact']) {
      await page.goto(path);
      const signIn = page.locator('header').getByRole('link', { name: 'Sign in' });
      await expect(signIn).toBeVisible();
      const lines = await signIn.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, path).toBe(1);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('at 375 px the menu opens and reaches /visas and /blog (Opera Mini)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeHidden();
    await page.getByTestId('menu-toggle').click();
    await expect(menu).toBeVisible();
    await menu.getByTestId('mega-trigger').click();
    await expect(page.getByTestId('mobile-visa-list').getByRole('link')).toHaveCount(39);
    await menu.getByRole('link', { name: /^All visas/ }).click();
    await expect(page).toHaveURL(/\/visas$/);

    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('at 1280 px the links are in a row and Visa Services opens on click', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(page.getByTestId('menu-toggle')).toBeHidden();
    await page.getByTestId('mega-trigger').click();
    await expect(page.getByTestId('mega-menu')).toBeVisible();
    await page.getByTestId('mega-menu').getByRole('link', { name: 'Student (500)' }).click();
    await expect(page).toHaveURL(/\/visas\/student-visa-500$/);
  });
});

test('an error toast does not cover the desktop navigation', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill('user@example.com');
  await page.getByLabel('Password').fill('wrong-password-123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  const toast = page.locator('[data-toast]').filter({ hasText: /do not match an account/ });
  await expect(toast).toBeVisible();
  const header = (await page.locator('header').boundingBox())!;
  // Polled: the toast slides in from the top before it settles.
  await expect
    .poll(async () => (await toast.boundingBox())?.y ?? -1, { message: 'toast top' })
    .toBeGreaterThanOrEqual(header.y + header.height);
});
