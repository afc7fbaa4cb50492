#!/usr/bin/env node
/**
 * What a returning visitor downloads: bytes on the wire (compressed, as the server sends them) for
 * the first visit to home, then (a) a client-side navigation to a visa page and a guide, (b) a
 * full load of two pages not visited yet, as a plain link makes, and (c) a full load of the visa
 * page and the guide again, with a warm HTTP cache. Ours and a baseline
 * checkout (already built) side by side in one run, so a change like inlining CSS shows what it
 * costs after the first page.
 *
 *   node bench/navigation-transfer.mjs --baseline <checkout>
 *
 * Starts `next start` for each (ours :3200, baseline :3100, 127.0.0.1 only) and stops them on exit.
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { waitFor } from '../scripts/wait-for.mjs';
import { startServer, stopAll } from './support/side-by-side.mjs';

const { values: opts } = parseArgs({
  options: { baseline: { type: 'string' }, ours: { type: 'string', default: process.cwd() } },
});

const STEPS = [
  ['visa (client nav)', '/visas/skilled-independent-189'],
  ['guide (client nav)', '/blog/australia-pr-points-test-explained'],
];

const FRESH = [
  ['about (full load, new page)', '/about'],
  ['contact (full load, new page)', '/contact'],
];

/** Bytes received between `from` and the moment the page is idle. */
async function measure(base) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
  const take = () => {
    const b = bytes;
    bytes = 0;
    return Number((b / 1024).toFixed(1));
  };
  const row = {};
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  // A build served precompressed fetches the marketing sheet into the cache once the first page is
  // idle (components/site/marketing-style.tsx): part of the first visit, so wait for its cookie.
  await page
    .waitForFunction(() => document.cookie.includes('marketing-sheet='), null, { timeout: 3000 })
    .catch(() => {});
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  row['first visit: home'] = take();
  for (const [name, path] of STEPS) {
    // A client-side navigation, as a click on an internal <Link> does.
    await page.evaluate((p) => window.next?.router?.push(p), path);
    await page.waitForURL(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    row[name] = take();
  }
  // Marketing links are plain <a> (README: static parts), so most moves on the site are full loads
  // of a page not seen before, with the scripts (and, before issue 26, the stylesheet) cached.
  for (const [name, path] of FRESH) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    row[name] = take();
  }
  for (const [name, path] of STEPS) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    row[name.replace('client nav', 'full load, warm cache')] = take();
  }
  await browser.close();
  return row;
}

try {
  startServer(opts.ours, 3200);
  if (opts.baseline) startServer(opts.baseline, 3100);
  await waitFor('http://127.0.0.1:3200/', 120);
  if (opts.baseline) await waitFor('http://127.0.0.1:3100/', 120);
  const ours = await measure('http://127.0.0.1:3200');
  const before = opts.baseline ? await measure('http://127.0.0.1:3100') : undefined;
  console.log(`step | ours KiB${before ? ' | baseline KiB' : ''}`);
  console.log(`---|---${before ? '|---' : ''}`);
  for (const k of Object.keys(ours))
    console.log(`${k} | ${ours[k]}${before ? ` | ${before[k]}` : ''}`);
} finally {
  stopAll();
}
