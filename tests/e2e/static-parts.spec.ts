import { expect, test, type Page } from '@playwright/test';

/**
 * Static parts (components/static-part.tsx): the nav, the footer and the marketing pages' bodies are
 * server HTML that is neither copied into the inline RSC payload nor shipped as JavaScript, and
 * that React adopts as it is. What a visitor must still get: the same page with and without a
 * client-side navigation, nothing lost or re-rendered while hydrating, and no content in scripts.
 */

/** Text found only inside one part on each page: if it reaches a script, the content leaked. */
const PARTS = [
  { path: '/', text: 'Your Australian visa, planned properly from the first step' },
  { path: '/about', text: 'What we will never do' },
  { path: '/visas/skilled-independent-189', text: 'Questions about the' },
  { path: '/blog/australia-pr-points-test-explained', text: 'min read' },
  { path: '/blog', text: 'Plain-English guides for applicants' },
];
const CHROME = [
  'All visas and what each is for',
  'Business hours (',
  'Points-tested General Skilled',
];

/** React's production hydration errors and warnings reach the console as errors. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

for (const { path, text } of PARTS) {
  test(`${path}: part content is in the markup once, and in no script`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const payload = [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)]
      .map((m) => m[1])
      .join('');
    for (const s of [text, ...CHROME.slice(0, 2)]) {
      expect(html.split(s).length - 1, `${path}: "${s}" in the HTML`).toBe(1);
      expect(payload.includes(s), `${path}: "${s}" in the RSC payload`).toBe(false);
    }
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(3);
    for (const src of scripts) {
      const js = await (await request.get(src)).text();
      for (const s of [text, ...CHROME]) {
        expect(js.includes(s), `${src} carries "${s}"`).toBe(false);
      }
    }
  });
}

test('hydration keeps the server markup of every part, with no React errors', async ({ page }) => {
  const errors = consoleErrors(page);
  for (const { path, text } of PARTS) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // A marker on a part's element survives only if React adopted the element instead of
    // replacing it.
    await page.evaluate(() => {
      for (const el of document.querySelectorAll('[id^="part-"]')) el.setAttribute('data-kept', '');
    });
    await page.waitForTimeout(300);
    const parts = await page.locator('[id^="part-"]').count();
    expect(parts, path).toBeGreaterThanOrEqual(3);
    await expect(page.locator('[id^="part-"][data-kept]')).toHaveCount(parts);
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('Business hours (')).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('the nav keeps its JavaScript behaviour: hover opens the visa menu, Escape closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('mega-trigger').hover();
  await expect(page.getByTestId('mega-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('mega-menu')).toBeHidden();
});

test('after a client-side navigation, the parts of the new page are read from its server HTML', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/pr-calculator');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const fetched: string[] = [];
  page.on('request', (req) =>
    fetched.push(new URL(req.url()).pathname + new URL(req.url()).search),
  );
  // A client-side navigation, as a next/link or a server action's redirect makes. (The breadcrumb's
  // Home link used to be one; breadcrumbs are plain links now, for /contact's script weight.)
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push('/'),
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', {
      name: 'Your Australian visa, planned properly from the first step',
    }),
  ).toBeVisible();
  await expect(page.getByTestId('visa-cards').locator('li')).not.toHaveCount(0);
  // The same document: no full load happened.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(fetched).toContain('/');
  expect(errors).toEqual([]);
});
