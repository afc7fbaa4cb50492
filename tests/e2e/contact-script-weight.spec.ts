import { expect, test, type APIRequestContext } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/**
 * /contact turns readers into leads, so its JavaScript has a budget (issue 26: floor + 8 KiB gzip,
 * measured by bench/page-weight.mjs). Every marketing page loads the site's shared scripts (home
 * loads them too); what /contact adds on top is its lead form, and that must stay small. On
 * c2b0e59 it was 6.6 KiB, 4 KiB of it next/link (the breadcrumbs' and the privacy link's code)
 * and 0.9 KiB class-variance code for one button; the shared scripts are about 4 KiB over the
 * floor, so 3.5 KiB of its own keeps /contact within budget.
 */
const OWN_BUDGET_KIB = 3.5;

async function scripts(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script(?![^>]*nomodule)[^>]*src="([^"]+)"/gi)].map((m) => m[1]);
}

test('/contact loads at most 3.5 KiB gzip of script beyond what home loads, and no next/link', async ({
  request,
}) => {
  const shared = new Set(await scripts(request, '/'));
  const own = (await scripts(request, '/contact')).filter((src) => !shared.has(src));
  let bytes = 0;
  for (const src of own) {
    const js = await (await request.get(src)).text();
    // next/link's client code; a plain <a> does the same for a tap that loads a new page.
    expect(js.includes('useLinkStatus'), `${src} carries next/link`).toBe(false);
    bytes += gzipSync(js, { level: 6 }).length;
  }
  expect(bytes / 1024, `own scripts: ${own.join(', ')}`).toBeLessThanOrEqual(OWN_BUDGET_KIB);
});
