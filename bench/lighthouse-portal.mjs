#!/usr/bin/env node
/**
 * The client portal on a phone, signed in (issue 39): Lighthouse mobile with devtools throttling
 * (the line and the CPU really slowed while the page loads), `/dashboard` and
 * `/dashboard?tab=documents` beside the floor (a bare Next page of the same version,
 * bench/floor-app.mjs), pages interleaved, median of `--runs`, in one run.
 *   npm run build && flock /tmp/e2e.lock node bench/lighthouse-portal.mjs [--runs 5] [--baseline <checkout>] [--throttling devtools|simulate]
 * Starts supabase/local in memory (migrations and the demo seed) and `next start` (:3403), signs
 * the demo client in through Auth as a browser would and puts that session's cookies in the
 * browser before each load. `--baseline` serves another built checkout too (its own stack, :3404),
 * as `<page>@before`. Prints LCP, TBT, CLS and the accessibility score (medians, with ranges) and
 * the goals: LCP <= floor + 500 ms, TBT <= floor + 150 ms, CLS 0, accessibility 100; and the
 * machine's load average, before and after. Raw figures in bench/results/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { failingAudits } from './lighthouse-audits.mjs';
import { FLOOR, median, startServer, stopAll, track } from './support/side-by-side.mjs';
import { benchPorts, signInCookies, startNext, startStack, stop } from './support/stack.mjs';
import { buildFloor } from './floor-app.mjs';
import { waitFor } from '../scripts/wait-for.mjs';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    baseline: { type: 'string' },
    throttling: { type: 'string', default: 'devtools' },
  },
});
const RUNS = Math.max(1, Number(opts.runs));
const PATHS = [
  ['dashboard', '/dashboard'],
  ['documents', '/dashboard?tab=documents'],
];
const DEMO_CLIENT = { email: 'user@example.com', password: 'user-local-only-2026' };
const GOALS = { lcp: 500, tbt: 150 };
const load = () =>
  `${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${cpus().length} cores`;

const started = [];
const trees = [
  { suffix: '', dir: process.cwd(), ports: benchPorts(55800, 3403) },
  ...(opts.baseline
    ? [{ suffix: '@before', dir: resolve(opts.baseline), ports: benchPorts(55820, 3404) }]
    : []),
];
const pages = [];
const runs = {};
const loadBefore = load();
try {
  const floorDir = buildFloor();
  startServer(floorDir, 3300);
  if (!(await waitFor(`${FLOOR}/`, 90))) throw new Error('the floor did not start');
  for (const tree of trees) {
    const { child, ready } = await startStack(
      tree.ports,
      { auth: { rate_limit: { sign_in_sign_ups: 1000 } } },
      { cwd: tree.dir },
    );
    started.push(child);
    started.push(await startNext(tree.ports, ready, { cwd: tree.dir }));
    const { cookie } = await signInCookies(ready, DEMO_CLIENT.email, DEMO_CLIENT.password);
    for (const [name, path] of PATHS)
      pages.push({
        name: name + tree.suffix,
        url: `http://127.0.0.1:${tree.ports.next}${path}`,
        cookie,
      });
  }
  pages.push({ name: 'floor', url: `${FLOOR}/` });
  for (const p of pages) {
    // Warm: the first render of a route pays for loading its code; and check the session works.
    const res = await fetch(p.url, { headers: p.cookie ? { cookie: p.cookie } : {} });
    await res.arrayBuffer();
    if (res.status !== 200 || res.redirected) throw new Error(`${p.url} answered ${res.status}`);
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
  track(chrome.pid);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const p of pages) {
        let r = await measure(chrome, browser, p);
        if (r.error) {
          console.error(`${p.name} ${i + 1}/${RUNS}: ${r.error}, measuring again`);
          r = await measure(chrome, browser, p);
          if (r.error) throw new Error(`lighthouse could not measure ${p.url}: ${r.error}`);
        }
        (runs[p.name] ??= []).push(r);
        console.error(`${p.name} ${i + 1}/${RUNS}: LCP ${r.lcp} ms, TBT ${r.tbt} ms, CLS ${r.cls}`);
      }
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
} finally {
  for (const c of started.reverse()) await stop(c);
  stopAll();
}

/**
 * One Lighthouse load as a first visit, signed in: the browser holds that session's cookies and
 * nothing else (cookies ignore the port, so each server's session is set just before its page;
 * a Cookie header through Lighthouse's extraHeaders did not reach the server from Chromium).
 */
async function measure(chrome, browser, page) {
  await browser.deleteCookie(...(await browser.cookies()));
  if (page.cookie)
    await browser.setCookie(
      ...page.cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return {
          name: pair.slice(0, at),
          value: pair.slice(at + 1),
          domain: '127.0.0.1',
          path: '/',
        };
      }),
    );
  const { lhr } = await lighthouse(page.url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    throttlingMethod: opts.throttling,
    // Not 'cookies' (bench/lighthouse-audits.mjs firstVisit clears them): they hold the session.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
  });
  if (lhr.runtimeError || lhr.audits['cumulative-layout-shift']?.numericValue === undefined)
    return { error: lhr.runtimeError?.code ?? 'no metrics' };
  // Sent to sign in is not a measurement of the dashboard.
  if (!lhr.finalDisplayedUrl.includes(new URL(page.url).pathname))
    return { error: `ended on ${lhr.finalDisplayedUrl}` };
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    failing: failingAudits(lhr),
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((s) => ({
      score: Number((s.score ?? 0).toFixed(3)),
      node: s.node?.snippet?.slice(0, 160),
    })),
  };
}

const m = (name, key) => median(runs[name].map((r) => r[key]));
const range = (name, key) => {
  const xs = runs[name].map((r) => r[key]);
  return `[${Math.min(...xs)}–${Math.max(...xs)}]`;
};
const floor = { lcp: m('floor', 'lcp'), tbt: m('floor', 'tbt') };
const signed = (n) => `${n >= 0 ? '+' : ''}${n}`;
console.log(
  `\nLighthouse mobile, throttling ${opts.throttling}, signed in as the demo client, median of ${RUNS}`,
);
console.log(`load average ${loadBefore} before, ${load()} after`);
console.log(
  'page | perf | a11y | FCP ms | LCP ms (Δfloor) [range] | TBT ms (Δfloor) [range] | CLS',
);
console.log('---|---|---|---|---|---|---');
let pass = true;
for (const p of pages) {
  const lcp = m(p.name, 'lcp');
  const tbt = m(p.name, 'tbt');
  const cls = m(p.name, 'cls');
  const a11y = m(p.name, 'a11y');
  console.log(
    [
      p.name,
      m(p.name, 'perf'),
      a11y,
      m(p.name, 'fcp'),
      `${lcp} (${signed(lcp - floor.lcp)}) ${range(p.name, 'lcp')}`,
      `${tbt} (${signed(tbt - floor.tbt)}) ${range(p.name, 'tbt')}`,
      `${cls} ${range(p.name, 'cls')}`,
    ].join(' | '),
  );
  const failing = new Set(runs[p.name].flatMap((r) => r.failing));
  if (failing.size) console.log(`  failing audits: ${[...failing].join(', ')}`);
  const shifts = runs[p.name].flatMap((r) => r.shifts).filter((s) => s.score > 0);
  if (shifts.length) console.log(`  layout shifts: ${JSON.stringify(shifts.slice(0, 3))}`);
  if (p.name !== 'floor' && !p.name.includes('@')) {
    const ok =
      lcp - floor.lcp <= GOALS.lcp && tbt - floor.tbt <= GOALS.tbt && cls === 0 && a11y === 100;
    pass &&= ok;
  }
}
console.log(
  pass
    ? `PASS (LCP <= floor + ${GOALS.lcp} ms, TBT <= floor + ${GOALS.tbt} ms, CLS 0, accessibility 100)`
    : 'FAIL',
);
process.exitCode = pass ? 0 : 1;
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/lighthouse-portal-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ opts, loadBefore, runs }, null, 2));
console.log(`written ${file}`);
