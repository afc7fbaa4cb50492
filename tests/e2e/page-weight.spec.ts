import { expect, test } from '@playwright/test';

/**
 * What a phone on a slow line is spared (issue 16), as structure rather than timings: the figures
 * themselves come from bench/page-weight.mjs and bench/compare.mjs.
 * - Nothing is fetched after load that the page does not need: no prefetched pages (`?_rsc=`) and
 *   no scripts beyond those the HTML names. One exception, once per visitor: the first page caches
 *   the marketing sheet's file for the pages after it (components/site/marketing-style.tsx).
 * - The site chrome is sent once, in the markup: it is a static part (components/static-part.tsx),
 *   so it is not copied into the inline RSC payload (before issue 16: the footer four times).
 */

const PAGES = [
  '/',
  '/visas/skilled-independent-189',
  '/blog/australia-pr-points-test-explained',
  '/blog',
  '/pr-calculator',
];

for (const path of PAGES) {
  test(`${path}: nothing is prefetched or loaded after the page itself`, async ({ page }) => {
    const late: string[] = [];
    let loaded = false;
    page.on('request', (req) => {
      if (loaded) late.push(req.url());
    });
    const res = await page.goto(path, { waitUntil: 'load' });
    const html = (await res?.text()) ?? '';
    loaded = true;
    // Links prefetch when they enter the viewport after load; give that time to happen, and
    // scroll once so links further down the page are seen too.
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(1500);
    const sheets = late.filter((url) =>
      /^\/_precompressed\/marketing-[0-9a-f]{16}\.css$/.test(new URL(url).pathname),
    );
    expect(sheets.length, 'the marketing sheet is cached at most once').toBeLessThanOrEqual(1);
    const unexpected = late.filter((url) => {
      const u = new URL(url);
      if (u.pathname === '/icon.svg' || u.pathname === '/favicon.ico') return false;
      if (sheets.includes(url)) return false;
      // A chunk the HTML itself lists may still be in flight at `load` (async scripts).
      if (u.pathname.startsWith('/_next/static/') && html.includes(u.pathname)) return false;
      return true;
    });
    expect(unexpected).toEqual([]);
  });
}

test('the header nav and footer are each in a page once, and the 404 message at most twice', async ({
  request,
}) => {
  for (const path of ['/', '/about', '/visas/skilled-independent-189']) {
    const html = await (await request.get(path)).text();
    const count = (s: string) => html.split(s).length - 1;
    // Once, in the markup; the inline RSC payload only names the part. The commit before issue 16
    // had the footer's text four times on the home page.
    expect(count('All visas and what each is for'), `${path}: the mega menu`).toBe(1);
    expect(count('Business hours ('), `${path}: the footer`).toBe(1);
    // The not-found boundaries of the root and (marketing) layouts carry the message only.
    expect(count('Oops! Page not found'), `${path}: the 404 message`).toBeLessThanOrEqual(2);
  }
});
