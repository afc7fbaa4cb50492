#!/usr/bin/env node
/**
 * Lighthouse (mobile emulation, default throttling) over a production build, in Debian's Chromium.
 *   npm run build && npm run bench:lighthouse [-- /path /other-path]
 * Starts `next start` on :3200 unless BENCH_BASE_URL points at a running server. Prints the four
 * scores, LCP, TBT, CLS and the JavaScript bytes (transferred, i.e. compressed) per page, and
 * writes the raw figures to bench/results/.
 */
import { spawn } from 'node:child_process';
import { waitFor } from '../scripts/wait-for.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { failingAudits, firstVisit } from './lighthouse-audits.mjs';

const DEFAULT_PATHS = [
  '/',
  '/about',
  '/book-consultation',
  '/pr-calculator',
  '/visas/skilled-independent-189',
  '/blog/australia-pr-points-test-explained',
];
const paths = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PATHS;
const base = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:3200';

let server;
if (!process.env.BENCH_BASE_URL) {
  server = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', '3200'], {
    stdio: 'ignore',
    detached: true,
  });
  if (!(await waitFor(`${base}/robots.txt`, 60))) throw new Error('a server did not start in time');
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
  ],
});

const rows = [];
try {
  for (const path of paths) {
    // One warm-up so the first measurement is not paying for a cold server.
    await fetch(`${base}${path}`);
    // Scripts the page itself loads (not nomodule polyfills, not link prefetches after load).
    const html = await (await fetch(`${base}${path}`)).text();
    const initial = new Set(
      [...html.matchAll(/<script(?![^>]*nomodule)[^>]*src="([^"]+)"/gi)].map(
        (m) => new URL(m[1], base).href,
      ),
    );
    const { lhr } = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...firstVisit,
    });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const jsBytes = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const initialBytes = scripts
      .filter((r) => initial.has(r.url))
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    rows.push({
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      jsInitialKiB: Number((initialBytes / 1024).toFixed(1)),
      jsKiB: Number((jsBytes / 1024).toFixed(1)),
      failing: failingAudits(lhr),
    });
  }
} finally {
  await chrome.kill();
  if (server) process.kill(-server.pid, 'SIGTERM');
}

console.log(
  '\npath | perf | a11y | best | seo | LCP ms | TBT ms | CLS | JS KiB gzip: page / with prefetches',
);
for (const r of rows) {
  console.log(
    `${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsInitialKiB} / ${r.jsKiB}`,
  );
  if (r.failing.length) console.log(`  failing audits: ${r.failing.join(', ')}`);
}
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify(rows, null, 2));
console.log(`\nwritten ${file}`);
