import { createHash } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The marketing pages are compressed once at build time and answered from those files by
 * `next start` (scripts/precompress-pages.mjs, the rewrites in next.config.mjs). What that must
 * keep: every page is the same HTML in every encoding, labelled with the encoding it is really in;
 * a page seen before is a 304; and whatever Next itself must answer (RSC fetches, server actions,
 * form posts, unknown slugs) never reaches a file. Raw sockets here, not Playwright's request
 * context: that one decodes bodies, and a mislabelled body is exactly what to catch.
 */

/** The server's port; the address itself, since `localhost` may resolve to ::1 first. */
const port = () => new URL(test.info().project.use.baseURL!).port;

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(
  path: string,
  headers: Record<string, string>,
  { method = 'GET', body }: { method?: string; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: port(), path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The body decoded by what its Content-Encoding says: throws if the label is wrong. */
function decoded(res: Raw): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.body).toString('utf8');
  expect(encoding ?? 'identity').toBe('identity');
  return res.body.toString('utf8');
}

/** send's weak ETag and the max-age=0 the rewrite adds: answered from a precompressed file. */
const fromFile = (res: Raw) =>
  String(res.headers.etag).startsWith('W/"') &&
  String(res.headers['cache-control']).includes('max-age=0, s-maxage=31536000');

const BROWSER = 'gzip, deflate, br, zstd';

async function sitemapPaths(): Promise<string[]> {
  const xml = decoded(await get('/sitemap.xml', { 'accept-encoding': 'identity' }));
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

test('every marketing page: the same HTML in br, gzip and identity, each labelled truly', async () => {
  test.setTimeout(120_000);
  const paths = await sitemapPaths();
  expect(paths.length).toBeGreaterThan(100);
  const served: string[] = [];
  for (const path of paths) {
    const plain = await get(path, { 'accept-encoding': 'identity' });
    expect(plain.status, path).toBe(200);
    const html = decoded(plain);
    // Next itself compresses with gzip only; the files are Brotli where the client accepts it.
    for (const [accept, encodings] of [
      [BROWSER, ['br', 'gzip']],
      ['gzip, deflate', ['gzip']],
    ] as const) {
      const res = await get(path, { 'accept-encoding': accept });
      const encoding = String(res.headers['content-encoding']);
      expect(res.status, `${path} (${accept})`).toBe(200);
      expect(encodings, `${path} (${accept})`).toContain(encoding);
      expect(decoded(res) === html, `${path} (${accept}): the same HTML as Next's own`).toBe(true);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(String(res.headers.vary)).toContain('rsc');
      if (fromFile(res)) {
        expect(encoding, `${path} (${accept}) from its file`).toBe(encodings[0]);
        served.push(`${path} ${encoding}`);
      }
    }
  }
  // Every page but the occupation calculators and blog categories (slugs in TypeScript config).
  expect(served.length).toBeGreaterThanOrEqual(2 * 130);
  for (const path of [
    '/',
    '/visas/skilled-independent-189',
    '/blog/australia-pr-points-test-explained',
  ])
    for (const encoding of ['br', 'gzip']) expect(served).toContain(`${path} ${encoding}`);
});

test('a precompressed page: 304 on its ETag, HEAD, refused encodings, and what it never answers', async () => {
  const path = '/visas/skilled-independent-189';
  const first = await get(path, { 'accept-encoding': 'gzip' });
  expect(fromFile(first)).toBe(true);
  const again = await get(path, {
    'accept-encoding': 'gzip',
    'if-none-match': String(first.headers.etag),
  });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);

  const head = await get(path, { 'accept-encoding': 'gzip' }, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.headers['content-encoding']).toBe('gzip');

  // q=0 refuses an encoding; a token that merely contains the name is another encoding.
  expect((await get(path, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe(
    'gzip',
  );
  for (const accept of ['gzip;q=0', 'x-gzip-not', 'identity']) {
    const res = await get(path, { 'accept-encoding': accept });
    expect(res.headers['content-encoding'], accept).toBeUndefined();
    expect(fromFile(res), accept).toBe(false);
  }

  // An unknown slug under a precompressed route: Next's readable 404, in a true encoding.
  const missing = await get('/visas/no-such-visa', { 'accept-encoding': BROWSER });
  expect(missing.status).toBe(404);
  expect(decoded(missing)).toContain('Page not found');

  // A client navigation's RSC fetch, a server action and a form post go to Next.
  for (const headers of [
    { rsc: '1' } as Record<string, string>,
    { 'next-action': 'x', 'content-type': 'text/plain;charset=UTF-8' },
  ]) {
    const res = await get(path, { 'accept-encoding': BROWSER, ...headers });
    expect(fromFile(res), JSON.stringify(headers)).toBe(false);
  }
  const body = 'name=x';
  const post = await get(
    '/contact',
    {
      'accept-encoding': BROWSER,
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(body.length),
    },
    { method: 'POST', body },
  );
  expect(fromFile(post)).toBe(false);
  expect(post.status).toBeLessThan(500);
});

const INLINE =
  /<style data-precedence="marketing-shell" data-href="marketing-shell">([\s\S]*?)<\/style>/;
const hashOf = (css: string) => createHash('sha256').update(css).digest('hex').slice(0, 16);

test('with the sheet cached (its cookie), a page links the sheet file instead of carrying it', async () => {
  const path = '/blog/australia-pr-points-test-explained';
  const inline = decoded(await get(path, { 'accept-encoding': 'identity' }));
  const css = INLINE.exec(inline)?.[1] ?? '';
  expect(css.length).toBeGreaterThan(10_000);
  const href = `/_precompressed/marketing-${hashOf(css)}.css`;

  const sheet = await get(href, { 'accept-encoding': 'identity' });
  expect(sheet.status).toBe(200);
  expect(sheet.body.toString('utf8')).toBe(css);
  expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(sheet.headers['content-type']).toContain('text/css');

  for (const accept of [BROWSER, 'gzip']) {
    const linked = await get(path, {
      'accept-encoding': accept,
      cookie: `marketing-sheet=${hashOf(css)}`,
    });
    const html = decoded(linked);
    expect(html).not.toContain(css.slice(0, 200));
    expect(html).toContain(
      `<link rel="stylesheet" href="${href}" data-precedence="marketing-shell"/>`,
    );
    expect(
      html.replace(/<link rel="stylesheet" href="[^"]+" data-precedence="marketing-shell"\/>/, ''),
    ).toBe(inline.replace(INLINE, ''));
    expect(linked.body.length).toBeLessThan(
      (await get(path, { 'accept-encoding': accept })).body.length - 8 * 1024,
    );
  }
  // Another build's sheet: the inline page.
  const stale = decoded(
    await get(path, { 'accept-encoding': BROWSER, cookie: 'marketing-sheet=0123456789abcdef' }),
  );
  expect(stale).toContain(css);
});

test('a first visit caches the sheet once idle; the next page links it and looks the same', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  const look = () =>
    page.evaluate(() =>
      ['h1', 'header', 'main', 'footer'].map((s) => {
        const cs = getComputedStyle(document.querySelector(s)!);
        return [
          cs.fontSize,
          cs.fontWeight,
          cs.color,
          cs.backgroundColor,
          cs.paddingTop,
          cs.display,
        ].join();
      }),
    );
  await page.goto('/about');
  const inlineLook = await look();
  await expect
    .poll(
      async () => (await page.context().cookies()).find((c) => c.name === 'marketing-sheet')?.value,
    )
    .toMatch(/^[0-9a-f]{16}$/);

  await page.goto('/contact');
  expect(
    await page.locator('link[rel="stylesheet"][href^="/_precompressed/marketing-"]').count(),
  ).toBe(1);
  await page.goto('/about');
  expect(await look()).toEqual(inlineLook);
  // A client-side navigation: the static parts read the linked page's HTML.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Blog', exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('h1')).toBeVisible();
  expect(errors).toEqual([]);
});
