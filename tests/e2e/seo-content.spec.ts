/**
 * HTTP-level checks of what search engines see: every visa slug and alias, metadata, JSON-LD,
 * RSS, sitemap, and a crawl from / that finds no broken internal link and no orphan page.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import visaAliases from '../../lib/config/visa-aliases.json' with { type: 'json' };
import { allVisas } from '../../lib/config/visas';
import { isTranslatedLocale } from '@/lib/i18n/locales';
import { isIndexable } from '@/lib/i18n/seo';

const SITE = 'http://localhost:3000'; // NEXT_PUBLIC_SITE_URL default: canonical URLs use it

function meta(html: string) {
  const pick = (re: RegExp) => re.exec(html)?.[1]?.replace(/&amp;/g, '&');
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]),
  );
  return {
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    keywords: pick(/<meta name="keywords" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    robots: pick(/<meta name="robots" content="([^"]*)"/),
    rss: /<link rel="alternate" type="application\/rss\+xml"[^>]*href="[^"]*\/rss.xml"/.test(html),
    ld,
  };
}

async function get(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  return { status: res.status(), location: res.headers()['location'], html: await res.text() };
}

test('every visa slug answers 200 and every alias 308 to its canonical page', async ({
  request,
}) => {
  for (const v of allVisas) {
    expect({ slug: v.slug, status: (await get(request, `/visas/${v.slug}`)).status }).toEqual({
      slug: v.slug,
      status: 200,
    });
  }
  for (const [alias, target] of Object.entries(visaAliases)) {
    const r = await get(request, `/visas/${alias}`);
    expect({ alias, status: r.status, to: r.location }).toEqual({
      alias,
      status: 308,
      to: `/visas/${target}`,
    });
  }
});

test('sitemap lists every canonical URL and no alias; RSS has one item per article', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const v of allVisas) expect(urls).toContain(`${SITE}/visas/${v.slug}`);
  for (const alias of Object.keys(visaAliases))
    expect(urls).not.toContain(`${SITE}/visas/${alias}`);
  const postUrls = urls.filter((u) => /\/blog\/[^/]+$/.test(u));
  expect(postUrls.length).toBeGreaterThanOrEqual(30);
  expect(sitemap).toMatch(/<lastmod>2026-\d\d-\d\d/);

  const rssRes = await request.get('/rss.xml');
  expect(rssRes.headers()['content-type']).toContain('application/rss+xml');
  const rss = await rssRes.text();
  expect(rss).toMatch(/^<\?xml version="1.0"/);
  expect(rss).toContain('<channel>');
  const items = [...rss.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>[\s\S]*?<\/item>/g)].map(
    (m) => m[1],
  );
  expect(items.sort()).toEqual(postUrls.sort());

  // Aliases are not in the sitemap; each redirects to a post that is.
  for (const u of postUrls) expect(u.startsWith(`${SITE}/blog/`)).toBe(true);
});

test('blog aliases answer 308 to the canonical article', async ({ request }) => {
  const r = await get(request, '/blog/pr-points-guide');
  expect(r.status).toBe(308);
  expect(r.location).toBe('/blog/australia-pr-points-test-explained');
});

test('a crawl from / finds no broken link, and every page has unique metadata and valid JSON-LD', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const expected = new Set(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname),
  );

  const seen = new Map<string, ReturnType<typeof meta>>();
  const broken: string[] = [];
  const queue = ['/'];
  const queued = new Set(queue);
  while (queue.length) {
    const path = queue.shift()!;
    const res = await request.get(path);
    if (res.status() !== 200) {
      broken.push(`${path} → ${res.status()}`);
      continue;
    }
    if (!(res.headers()['content-type'] ?? '').includes('text/html')) continue;
    const html = await res.text();
    const finalPath = new URL(res.url()).pathname;
    seen.set(finalPath, meta(html));
    for (const m of html.matchAll(/<a [^>]*href="(\/[^"#?]*)(?:[?#][^"]*)?"/g)) {
      const link = m[1].replace(/\/$/, '') || '/';
      if (link.startsWith('/_next') || queued.has(link)) continue;
      queued.add(link);
      queue.push(link);
    }
  }
  expect(broken).toEqual([]);
  const unreachable = [...expected].filter((p) => !seen.has(p));
  expect(unreachable).toEqual([]);

  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const [path, m] of seen) {
    if (/^\/(auth|dashboard|admin)/.test(path)) continue;
    // A translated page has no (English) keywords or guides feed: lib/seo/metadata.ts.
    const [, first] = path.split('/');
    const english = !isTranslatedLocale(first);
    expect({
      path,
      title: Boolean(m.title),
      description: Boolean(m.description),
      keywords: Boolean(m.keywords),
      rss: m.rss,
    }).toEqual({ path, title: true, description: true, keywords: english, rss: english });
    // Next writes the home page's canonical without the trailing slash.
    expect({ path, canonical: m.canonical }).toEqual({
      path,
      canonical: path === '/' ? SITE : `${SITE}${path}`,
    });
    // A translation no registered migration agent has reviewed yet stays out of search results.
    const robots =
      isTranslatedLocale(first) && !isIndexable(first) ? 'noindex, follow' : 'index, follow';
    expect({ path, robots: m.robots }).toEqual({ path, robots });
    expect({ path, dupTitle: titles.get(m.title!) }).toEqual({ path, dupTitle: undefined });
    expect({ path, dupDescription: descriptions.get(m.description!) }).toEqual({
      path,
      dupDescription: undefined,
    });
    titles.set(m.title!, path);
    descriptions.set(m.description!, path);

    const types = m.ld.map((d) => d['@type']);
    // A home page (English or translated) has no breadcrumb.
    // … and a translation not yet reviewed (noindex) has no structured data at all.
    if (
      path !== '/' &&
      !(isTranslatedLocale(first) && (path === `/${first}` || !isIndexable(first)))
    )
      expect({ path, breadcrumb: types.includes('BreadcrumbList') }).toEqual({
        path,
        breadcrumb: true,
      });
    for (const d of m.ld) {
      expect(d['@context']).toBe('https://schema.org');
      if (d['@type'] === 'BreadcrumbList')
        // The first crumb is the home page in the page's own language.
        expect(d.itemListElement[0]).toMatchObject({
          position: 1,
          ...(isTranslatedLocale(first) ? { item: `${SITE}/${first}` } : { name: 'Home' }),
        });
      if (d['@type'] === 'FAQPage') expect(d.mainEntity.length).toBeGreaterThan(0);
      if (d['@type'] === 'Article') {
        expect(d).toMatchObject({
          headline: expect.any(String),
          datePublished: expect.stringMatching(/^\d{4}-/),
          author: expect.any(Object),
        });
      }
    }
    if (path.startsWith('/visas/'))
      expect({ path, types }).toEqual({
        path,
        types: expect.arrayContaining(['BreadcrumbList', 'FAQPage', 'Service']),
      });
    if (/^\/blog\/(?!category)[^/]+$/.test(path))
      expect({ path, types }).toEqual({
        path,
        types: expect.arrayContaining(['BreadcrumbList', 'Article']),
      });
  }
  expect(seen.get('/')!.ld.map((d) => d['@type'])).toContain('ProfessionalService');
});
