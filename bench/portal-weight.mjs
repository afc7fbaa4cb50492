#!/usr/bin/env node
/**
 * Script weight of the signed-in portal (issue 39), from a served production build: for every
 * dashboard tab and the agent pages, the gzip bytes (level 6, what `next start` sends) of every
 * script the page loads in Chromium until the network is quiet (the HTML's module scripts and any
 * chunk loaded after hydration), beside the floor (bench/floor-app.mjs). Budgets: a client tab
 * floor + 40 KiB, an agent page floor + 60.
 *
 *   npm run build && flock /tmp/e2e.lock node --import tsx bench/portal-weight.mjs \
 *     [--baseline <checkout>] [--screens <dir>] [--json]
 *
 * Each checkout is served in turn on the fixed ports the e2e tests use (supabase/local in memory
 * on :54321, `next start` on :3000; the browser bundle has the stack's address built in), hence
 * the lock. People sign in through /auth with the e2e helpers (tests/e2e/support/sign-in.ts).
 * --screens saves each page at 375 px as <dir>/<checkout name>/<page>.png (full page).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import {
  DEMO_ADMIN,
  DEMO_CLIENT,
  enterCode,
  signInPasswordOnly,
} from '../tests/e2e/support/sign-in.ts';
import {
  AGENT_BUDGET_KIB,
  AGENT_PAGES,
  CLIENT_BUDGET_KIB,
  CLIENT_PAGES,
  FLOOR_KIB as FLOOR_KIB_RECORDED,
} from '../tests/e2e/support/portal-pages.ts';
import { floorDir } from './floor-app.mjs';
import { benchPorts, startNext, startStack, stop } from './support/stack.mjs';

const { values: opts } = parseArgs({
  options: {
    baseline: { type: 'string' },
    screens: { type: 'string' },
    json: { type: 'boolean' },
  },
});

const kib = (n) => Number((n / 1024).toFixed(1));
const slug = (path) => path.replace(/^\//, '').replace(/[?&=/]+/g, '-');

/** Every script `page` loads at `path` until the network is quiet: gzip bytes and how many. */
async function weighPage(page, path) {
  const bodies = new Map();
  const pending = [];
  const onResponse = (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res
        .body()
        .then((b) => bodies.set(res.url(), gzipSync(b, { level: 6 }).length))
        .catch(() => {}),
    );
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  page.off('response', onResponse);
  if (new URL(page.url()).pathname !== path.split('?')[0])
    throw new Error(`${path} went to ${page.url()}`);
  return { bytes: [...bodies.values()].reduce((a, b) => a + b, 0), scripts: bodies.size };
}

async function signedIn(browser, who, next, origin) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    baseURL: origin,
  });
  const page = await context.newPage();
  await signInPasswordOnly(page, who, next);
  if (who.totpSecret) await enterCode(page, who.totpSecret, () => {});
  await page.waitForURL((u) => u.pathname === next);
  return page;
}

/** Serves `dir`'s build and weighs every page, one fresh browser cache per page. */
async function measure(dir) {
  if (!existsSync(join(dir, '.next/BUILD_ID'))) throw new Error(`no build in ${dir}`);
  const ports = benchPorts(54320, 3000);
  const origin = `http://localhost:${ports.next}`;
  const here = process.cwd();
  process.chdir(dir);
  const { child: stack, ready } = await startStack(ports, {
    auth: {
      rate_limit: { sign_in_sign_ups: 1000, token_refresh: 1000, token_verifications: 1000 },
    },
  });
  let next;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    next = await startNext(ports, ready, { env: { LOG_SILENT: '1' } });
    const rows = {};
    for (const [who, pages] of [
      [DEMO_CLIENT, CLIENT_PAGES],
      [DEMO_ADMIN, AGENT_PAGES],
    ]) {
      const page = await signedIn(browser, who, pages[0].split('?')[0], origin);
      const cookies = await page.context().cookies();
      await page.context().close();
      for (const path of pages) {
        // A new context per page: nothing cached from the page before.
        const context = await browser.newContext({
          viewport: { width: 375, height: 800 },
          baseURL: origin,
        });
        await context.addCookies(cookies);
        const p = await context.newPage();
        rows[path] = await weighPage(p, path);
        if (opts.screens) {
          const out = join(resolve(here, opts.screens), basename(dir));
          await mkdir(out, { recursive: true });
          await p.screenshot({ path: join(out, `${slug(path)}.png`), fullPage: true });
        }
        await context.close();
      }
    }
    return rows;
  } finally {
    await browser.close();
    await stop(next);
    await stop(stack);
    process.chdir(here);
  }
}

/**
 * The floor's page, as bench/page-weight.mjs weighs it: the scripts its HTML loads (it loads no
 * more), less the polyfills a browser with modules skips. Next writes that attribute `noModule`,
 * so the match is case-insensitive: the case-sensitive one counted the 38.6 KiB polyfill chunk a
 * browser never fetches, and put the floor at 170.4 KiB, not the ~131.7 a browser loads.
 */
function floorJsKiB() {
  const html = join(floorDir, '.next/server/app/index.html');
  if (!existsSync(html)) return null;
  const text = readFileSync(html, 'utf8');
  const srcs = new Set(
    [...text.matchAll(/<script(?![^>]*nomodule)[^>]*src="\/_next\/static\/([^"?]+)/gi)].map(
      (m) => m[1],
    ),
  );
  let bytes = 0;
  for (const s of srcs)
    bytes += gzipSync(readFileSync(join(floorDir, '.next/static', s)), { level: 6 }).length;
  return kib(bytes);
}

const floorBuilt = floorJsKiB();
const floorKiB = floorBuilt ?? FLOOR_KIB_RECORDED;
const ours = await measure(process.cwd());
const before = opts.baseline ? await measure(resolve(opts.baseline)) : null;

if (opts.json) {
  console.log(JSON.stringify({ floorKiB, ours, before }, null, 2));
} else {
  const floorNote = floorBuilt
    ? `floor ${floorKiB} KiB (${floorDir})`
    : `floor ${floorKiB} KiB (recorded in issue 39; no floor build here: node bench/floor-app.mjs)`;
  console.log(`JS gzip KiB of every script each page loads, ${floorNote}`);
  const cell = (w) =>
    w ? `${kib(w.bytes)} in ${w.scripts} (+${(kib(w.bytes) - floorKiB).toFixed(1)})` : '—';
  console.log(before ? 'page | budget | before | after' : 'page | budget | JS gz (vs floor)');
  console.log(before ? '---|---|---|---' : '---|---|---');
  for (const [path, w] of Object.entries(ours)) {
    const budget = path.startsWith('/admin') ? AGENT_BUDGET_KIB : CLIENT_BUDGET_KIB;
    const over = kib(w.bytes) - floorKiB > budget ? ' OVER' : '';
    console.log(
      before
        ? `${path} | +${budget} | ${cell(before[path])} | ${cell(w)}${over}`
        : `${path} | +${budget} | ${cell(w)}${over}`,
    );
  }
}
