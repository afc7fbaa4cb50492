#!/usr/bin/env node
/**
 * Bytes of prerendered pages straight from a build, no server: HTML raw and gzip, the inline RSC
 * payload inside it, and the JS the HTML loads (gzip level 6, what `next start` sends), beside the
 * floor (bench/floor-app.mjs). Byte counts do not depend on machine load, so they can be compared
 * across runs; timings cannot (bench/compare.mjs measures those, side by side).
 *
 *   npm run build && node bench/page-weight.mjs [--dir <checkout>] [--json] [route ...]
 *
 * Routes default to one page of each marketing type. --dir reads another checkout's build.
 *
 * The first round trip: a phone on a new connection receives about 14 KiB (10 TCP segments) before
 * it must wait for an acknowledgement. "to </h1>" is the gzip size of the HTML up to the end of the
 * first </h1>, inline styles included; a page paints its first screen one round trip after the
 * request only if that fits and no stylesheet blocks rendering ("blocking CSS": <link
 * rel=stylesheet> in the head, with their gzip size, each one more round trip before any paint).
 *
 * "served br" is what `next start` sends a browser accepting Brotli for a page built by
 * `npm run build` (scripts/precompress-pages.mjs): the first page a visitor opens (the sheet inline)
 * and any later one (the sheet linked, already cached); "—" where the page is not precompressed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { floorDir } from './floor-app.mjs';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: { dir: { type: 'string', default: process.cwd() }, json: { type: 'boolean' } },
});

const ROUTES = positionals.length
  ? positionals
  : [
      '/',
      '/about',
      '/services',
      '/visas/skilled-independent-189',
      '/blog/australia-pr-points-test-explained',
      '/blog',
      '/contact',
      '/book-consultation',
      '/pr-calculator',
      '/calculators/189',
      '/calculators/programmer',
    ];

const kib = (n) => Number((n / 1024).toFixed(1));
const gz = (buf) => gzipSync(buf, { level: 6 }).length;

const pageName = (route) => (route === '/' ? 'index' : route.replace(/^\//, ''));
const htmlFile = (dir, route) => join(dir, '.next/server/app', `${pageName(route)}.html`);

/** Size of a precompressed file of the page, if the build wrote one. */
function served(dir, route, variant) {
  const file = join(dir, 'public/_precompressed', `${pageName(route)}${variant}.html.br`);
  return existsSync(file) ? kib(readFileSync(file).length) : null;
}

export function weighBuild(dir, route) {
  const file = htmlFile(dir, route);
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file);
  const text = html.toString();
  const payload = [...text.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)]
    .map((m) => m[1])
    .join('');
  const scripts = [
    ...new Set(
      [...text.matchAll(/<script(?![^>]*nomodule)[^>]*src="\/_next\/static\/([^"?]+)/gi)].map(
        (m) => m[1],
      ),
    ),
  ];
  const js = scripts.reduce((n, s) => {
    const path = join(dir, '.next/static', s);
    return n + (existsSync(path) ? gz(readFileSync(path)) : 0);
  }, 0);
  const head = text.slice(0, Math.max(0, text.indexOf('</head>')));
  const sheets = [
    ...head.matchAll(
      /<link(?=[^>]*rel="stylesheet")(?![^>]*media="print")[^>]*href="\/_next\/static\/([^"?]+)/g,
    ),
  ].map((m) => m[1]);
  const blockingCss = sheets.reduce((n, s) => {
    const path = join(dir, '.next/static', s);
    return n + (existsSync(path) ? gz(readFileSync(path)) : 0);
  }, 0);
  const h1End = text.indexOf('</h1>');
  return {
    toH1GzipKiB: h1End < 0 ? null : kib(gz(Buffer.from(text.slice(0, h1End + 5)))),
    blockingSheets: sheets.length,
    blockingCssKiB: kib(blockingCss),
    htmlRawKiB: kib(html.length),
    htmlGzipKiB: kib(gz(html)),
    payloadRawKiB: kib(Buffer.byteLength(payload)),
    jsKiB: kib(js),
    scripts: scripts.length,
    servedFirstBrKiB: served(dir, route, ''),
    servedLaterBrKiB: served(dir, route, '.linked'),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const floor = weighBuild(floorDir, '/');
  if (!floor) console.error(`no floor build in ${floorDir}: run node bench/floor-app.mjs first`);
  const rows = Object.fromEntries(ROUTES.map((r) => [r, weighBuild(opts.dir, r)]));
  if (opts.json) {
    console.log(JSON.stringify({ floor, rows }, null, 2));
  } else {
    console.log(
      'route | to </h1> gzip KiB | blocking CSS (gzip KiB) | HTML raw KiB | HTML gzip KiB | served br KiB, first page / later | inline payload KiB | JS in HTML KiB (Δfloor) | scripts',
    );
    console.log('---|---|---|---|---|---|---|---|---');
    for (const [route, w] of Object.entries({ floor: floor, ...rows })) {
      if (!w) {
        console.log(`${route} | not prerendered`);
        continue;
      }
      const delta = floor ? ` (+${(w.jsKiB - floor.jsKiB).toFixed(1)})` : '';
      console.log(
        `${route} | ${w.toH1GzipKiB ?? 'no h1'} | ${w.blockingSheets} (${w.blockingCssKiB}) | ${w.htmlRawKiB} | ${w.htmlGzipKiB} | ${w.servedFirstBrKiB ?? '—'} / ${w.servedLaterBrKiB ?? '—'} | ${w.payloadRawKiB} | ${w.jsKiB}${delta} | ${w.scripts}`,
      );
    }
  }
}
