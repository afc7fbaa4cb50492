#!/usr/bin/env node
/**
 * The prerendered marketing pages, compressed once at build time and served as files by
 * `next start` (`npm run build` runs this after `next build`).
 *
 * Why: `next start` answers a prerendered page by hashing its whole HTML for an ETag and gzipping
 * it again on every request. With the marketing sheet inline (components/site/marketing-style.tsx)
 * a page is 95–105 KB raw, and those two steps were most of the server's time per request
 * (profiled: zlib 28%, the ETag hash 11% of its busy time on home), so a page served about a
 * quarter of the requests per second of a bare Next page.
 *
 * How: for each path of precompressedPaths(), the page's prerendered HTML from .next/server/app is
 * written to public/_precompressed/<page>.html.br (Brotli, best) and .html.gz (gzip, best).
 * next.config.mjs (precompressedRoutes) rewrites a GET of that path to its file when the client
 * accepts br or gzip and the request is not an RSC fetch, a server action or a form post (the same
 * requests Next itself lets bypass a prerendered page). Next's static file server answers it:
 * ETag and 304 from the file, HEAD, Range. Every other request, and every other page, is
 * answered by Next as before.
 *
 * Two files per page and encoding. The first page a visitor opens carries the marketing sheet
 * inline, so it paints from the first round trip. Once that page is idle, MarketingStyle fetches
 * the same sheet as a file, /_precompressed/marketing-<hash>.css (cached for a year), and sets the
 * cookie `marketing-sheet=<hash>`. From then on the rewrites pick the page's "linked" file: the same
 * HTML with the inline <style> replaced by a <link> to that cached sheet, so each later page (a full
 * load, or the HTML a static part reads after a client-side navigation) costs its markup only, as
 * it did before the sheet went inline. A stale or missing cookie only means the inline file; a
 * cleared cache only means one blocking request for the sheet.
 *
 * The rewrites are built only under `npm run build`, where this step follows, and never on Vercel,
 * whose CDN already serves prerendered pages compressed once. A page listed here that the build
 * did not prerender as static HTML fails the build instead of becoming a 404.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

/** URL prefix of the files (public/_precompressed). */
const PRECOMPRESSED_PREFIX = '/_precompressed';

/** Encodings in the order they are preferred, with the file suffix each is written under. */
const ENCODINGS = [
  { name: 'br', suffix: '.html.br' },
  { name: 'gzip', suffix: '.html.gz' },
];

/** The cookie saying which marketing sheet the browser has cached (set by MarketingStyle). */
const SHEET_COOKIE = 'marketing-sheet';

/** A page's inline marketing sheet, as React renders it (components/site/marketing-style.tsx). */
const INLINE_SHEET =
  /<style data-precedence="marketing-shell" data-href="marketing-shell">([\s\S]*?)<\/style>/;

/**
 * The marketing sheet as this build inlines it (.generated/marketing-css.ts, written by
 * scripts/marketing-css.mjs when `next build` starts) and its file's name: the first 16 hex digits
 * of its SHA-256, which MarketingStyle computes the same way from the <style> in the page.
 */
function marketingSheet(dir = root) {
  const text = readFileSync(join(dir, '.generated', 'marketing-css.ts'), 'utf8');
  const css = JSON.parse(text.slice(text.indexOf('= ') + 2, text.lastIndexOf(';')));
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 16);
  return { css, hash, href: `${PRECOMPRESSED_PREFIX}/marketing-${hash}.css` };
}

/** Whether this build serves the marketing pages precompressed (see the header). */
export const precompressing = () =>
  process.env.npm_lifecycle_event === 'build' && !process.env.VERCEL;

/**
 * Every marketing page whose path can be known from the source tree before the build: the
 * (marketing) route folders without a dynamic segment, and one page per visa and per guide
 * (content/visas, content/posts: a page's slug is its file name). Blog categories and the
 * occupation calculators, whose slugs live in TypeScript config, are left to Next.
 */
/** lib/i18n/locales.ts TRANSLATED_LOCALES (tests/unit/i18n-messages.test.ts keeps them equal). */
export const TRANSLATED_LOCALES = ['hi', 'ur', 'bn', 'pa'];

function precompressedPaths(dir = root) {
  const paths = [];
  const walk = (folder, segments, into = paths) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory()) {
        if (entry.name === 'page.tsx') into.push(`/${segments.join('/')}`);
        continue;
      }
      if (entry.name.startsWith('[') || entry.name.startsWith('_')) continue;
      const group = entry.name.startsWith('(') && entry.name.endsWith(')');
      walk(join(folder, entry.name), group ? segments : [...segments, entry.name], into);
    }
  };
  walk(join(dir, 'app', '(marketing)'), []);
  // The translated pages: each page under app/(intl)/[locale], in each language.
  const localized = [];
  walk(join(dir, 'app', '(intl)', '[locale]'), [], localized);
  for (const locale of TRANSLATED_LOCALES)
    for (const path of localized) paths.push(path === '/' ? `/${locale}` : `/${locale}${path}`);
  for (const [folder, prefix] of [
    ['visas', '/visas/'],
    ['posts', '/blog/'],
  ]) {
    for (const file of readdirSync(join(dir, 'content', folder)))
      if (file.endsWith('.mdx')) paths.push(prefix + file.slice(0, -'.mdx'.length));
  }
  return paths.sort();
}

/** The file a page is written to, relative to public/ and as a URL path. */
const fileOf = (path, suffix, variant = '') =>
  `${PRECOMPRESSED_PREFIX}${path === '/' ? '/index' : path}${variant}${suffix}`;

/** An Accept-Encoding header that lists the encoding as a token, not with q=0 (Next anchors it). */
function accepts(encoding) {
  const refused = String.raw`\s*;\s*q=0(?:\.0*)?\s*(?:,|$)`;
  return {
    type: 'header',
    key: 'accept-encoding',
    value: String.raw`(?:.*[\s,])?${encoding}(?!${refused})(?:[\s,;].*)?`,
  };
}

/**
 * The requests the file in this encoding answers: the client accepts it and no encoding preferred
 * before it (every matching headers rule applies, so the gzip rule must not also match a request
 * the Brotli file answers), and it is not an RSC fetch (client navigation, prefetch), a server
 * action or a form post (those carry a content type): the requests Next's prerender manifest lets
 * bypass a static page.
 */
function conditions(index) {
  return {
    has: [accepts(ENCODINGS[index].name)],
    missing: [
      ...ENCODINGS.slice(0, index).map(({ name }) => accepts(name)),
      { type: 'header', key: 'rsc' },
      { type: 'header', key: 'next-action' },
      { type: 'header', key: 'content-type' },
      // A request with a body is not a GET (Next answers any other method on a file with a 500).
      { type: 'header', key: 'content-length' },
      { type: 'header', key: 'transfer-encoding' },
      { type: 'query', key: '_rsc' },
    ],
  };
}

/** Next refuses a route source longer than 4096 characters once built: pages in groups. */
function groups(paths, budget = 3000) {
  const out = [];
  let group = [];
  let length = 0;
  for (const path of paths) {
    if (group.length && length + path.length > budget) {
      out.push(group);
      group = [];
      length = 0;
    }
    group.push(path);
    length += path.length + 1;
  }
  if (group.length) out.push(group);
  return out;
}

/**
 * next.config.mjs's rewrites (beforeFiles) and headers for the precompressed pages: per encoding
 * and group of pages, one rewrite to the linked file for a browser holding this build's sheet and
 * one to the inline file for everyone else. Pages are matched by a list of exact paths, so a path
 * not written here (an unknown slug, a route handler) never reaches a missing file.
 */
export function precompressedRoutes({
  paths = precompressedPaths(),
  sheet = marketingSheet(),
} = {}) {
  const rewrites = [];
  const headers = [];
  const pages = paths.filter((p) => p !== '/').map((p) => p.slice(1));
  for (const [index, { name, suffix }] of ENCODINGS.entries()) {
    const when = conditions(index);
    const sources = [
      ...(paths.includes('/') ? [{ source: '/', file: (v) => fileOf('/', suffix, v) }] : []),
      ...groups(pages).map((group) => ({
        source: `/:page(${group.join('|')})`,
        file: (v) => `${PRECOMPRESSED_PREFIX}/:page${v}${suffix}`,
      })),
    ];
    for (const { source, file } of sources) {
      const cached = { type: 'cookie', key: SHEET_COOKIE, value: sheet.hash };
      rewrites.push({ source, destination: file('.linked'), ...when, has: [...when.has, cached] });
      rewrites.push({ source, destination: file(''), ...when });
      headers.push({
        source,
        ...when,
        headers: [
          { key: 'Content-Encoding', value: name },
          { key: 'Content-Type', value: 'text/html; charset=utf-8' },
          // What Next sends for a prerendered page (a year in a shared cache), plus max-age=0:
          // the file's Last-Modified would otherwise let a browser reuse a page heuristically
          // after a deploy instead of asking again (304 while unchanged).
          { key: 'Cache-Control', value: 'max-age=0, s-maxage=31536000, must-revalidate' },
          {
            key: 'Vary',
            value:
              'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
          },
        ],
      });
    }
  }
  // The sheet's name changes with its content: cached for a year, never asked for again.
  headers.push({
    source: sheet.href,
    headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
  });
  return { rewrites, headers };
}

const compress = {
  br: (html) =>
    promisify(brotliCompress)(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
  gzip: (html) => promisify(gzip)(html, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * Writes the sheet and every page's files, after checking the build prerendered each page as
 * never-revalidated HTML carrying this build's sheet inline.
 */
async function writePrecompressedPages(dir = root) {
  const out = join(dir, 'public', PRECOMPRESSED_PREFIX);
  await rm(out, { recursive: true, force: true });
  const manifest = JSON.parse(
    await readFile(join(dir, '.next', 'prerender-manifest.json'), 'utf8'),
  );
  const paths = precompressedPaths(dir);
  const problems = paths.filter((p) => manifest.routes[p]?.initialRevalidateSeconds !== false);
  if (problems.length)
    throw new Error(
      `not prerendered as static HTML, so they cannot be served precompressed: ${problems.join(', ')}`,
    );
  const sheet = marketingSheet(dir);
  await mkdir(out, { recursive: true });
  await writeFile(join(dir, 'public', sheet.href), sheet.css);
  const link = `<link rel="stylesheet" href="${sheet.href}" data-precedence="marketing-shell"/>`;
  let raw = 0;
  let written = 0;
  await Promise.all(
    paths.map(async (path) => {
      const html = await readFile(
        join(dir, '.next', 'server', 'app', `${path === '/' ? 'index' : path}.html`),
        'utf8',
      );
      if (INLINE_SHEET.exec(html)?.[1] !== sheet.css)
        throw new Error(`${path}: its inline sheet is not .generated/marketing-css.ts`);
      raw += html.length;
      const variants = { '': html, '.linked': html.replace(INLINE_SHEET, link) };
      for (const [variant, text] of Object.entries(variants)) {
        for (const { name, suffix } of ENCODINGS) {
          const file = join(dir, 'public', fileOf(path, suffix, variant));
          await mkdir(join(file, '..'), { recursive: true });
          const body = await compress[name](Buffer.from(text));
          await writeFile(file, body);
          written += body.length;
        }
      }
    }),
  );
  return { pages: paths.length, raw, written };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!precompressing()) {
    console.log('precompress-pages: skipped (not `npm run build`, or on Vercel)');
  } else {
    const started = Date.now();
    const { pages, raw, written } = await writePrecompressedPages();
    console.log(
      `precompress-pages: ${pages} pages, ${(raw / 1024).toFixed(0)} KiB of HTML → ` +
        `${(written / 1024).toFixed(0)} KiB (br and gzip, inline and linked) in public${PRECOMPRESSED_PREFIX}, ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}
