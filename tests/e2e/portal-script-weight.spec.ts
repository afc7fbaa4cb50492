import { expect, test, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import {
  AGENT_BUDGET_KIB,
  AGENT_PAGES,
  CLIENT_BUDGET_KIB,
  CLIENT_PAGES,
  FLOOR_KIB,
} from './support/portal-pages';
import { DEMO_ADMIN, DEMO_CLIENT, signedInPage } from './support/sign-in';

/**
 * A client spends months in the dashboard on a cheap phone, so each tab has a script budget
 * (issue 39): floor + 40 KiB gzip for a client's tab, floor + 60 for an agent's page, counting
 * every script the page loads until the network is quiet (chunks loaded after hydration too), as
 * bench/portal-weight.mjs does. On a46c11c every tab loaded 258.7 KiB (+123): the browser
 * Supabase client (67 KiB, for a portal that keeps its session in cookies) and every tab's code.
 */
async function scriptKiB(page: Page, path: string) {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (res: import('@playwright/test').Response) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res.body().then(
        (b) => void sizes.set(res.url(), gzipSync(b, { level: 6 }).length),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  page.off('response', onResponse);
  expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
  return { kib: [...sizes.values()].reduce((a, b) => a + b, 0) / 1024, scripts: [...sizes.keys()] };
}

for (const [who, pages, budget] of [
  [DEMO_CLIENT, CLIENT_PAGES, CLIENT_BUDGET_KIB],
  [DEMO_ADMIN, AGENT_PAGES, AGENT_BUDGET_KIB],
] as const) {
  test(`${who === DEMO_CLIENT ? 'every dashboard tab' : 'the agent pages'} load at most floor + ${budget} KiB gzip of script, and no Supabase client`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const first = await signedInPage(browser, who, pages[0].split('?')[0]);
    const cookies = await first.context().cookies();
    await first.context().close();
    for (const path of pages) {
      // A fresh context per page: nothing cached from the page before.
      const context = await browser.newContext();
      await context.addCookies(cookies);
      const page = await context.newPage();
      const { kib, scripts } = await scriptKiB(page, path);
      expect(
        kib - FLOOR_KIB,
        `${path}: ${kib.toFixed(1)} KiB in ${scripts.length} scripts`,
      ).toBeLessThanOrEqual(budget);
      // auth-js's session storage key: the mark of the browser Supabase client.
      for (const src of scripts) {
        const js = await (await page.request.get(src)).text();
        expect(
          js.includes('supabase.auth.token'),
          `${path} loads ${src}, the Supabase client`,
        ).toBe(false);
      }
      await context.close();
    }
  });
}
