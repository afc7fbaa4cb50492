import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { siteConfig } from '@/lib/config/site';
import {
  LOCALES,
  TRANSLATED_LOCALES,
  TRANSLATED_PATHS,
  localeInfo,
  localizedPath,
} from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/translate';

/*
 * The translated pages (issue 41): each page of lib/i18n/locales.ts TRANSLATED_PATHS in Hindi,
 * Urdu, Bengali and Punjabi, as a reader gets it: the language on <html>, Urdu right to left, the
 * notice that it is a translation (and not yet reviewed: noindex), links to the same page in every
 * language, and main content with no English left but names, codes and links.
 */

// Read, not imported: Playwright's loader wants an import attribute on JSON that Next does not.
// Every area's file (lib/i18n/messages/<area>/<locale>.json), merged as lib/i18n/translate.ts does.
const AREAS = readdirSync(join(process.cwd(), 'lib/i18n/messages'));
const messages = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    Object.assign(
      {},
      ...AREAS.map((area) =>
        JSON.parse(
          readFileSync(join(process.cwd(), `lib/i18n/messages/${area}/${l}.json`), 'utf8'),
        ),
      ),
    ),
  ]),
) as Record<(typeof LOCALES)[number], Messages>;

/**
 * Latin words a translated page's main content may show: names, codes, Home Affairs' own terms,
 * and the clock's AM and PM, which Intl (CLDR) writes in Latin letters for hi-IN, ur-PK, bn-BD and
 * pa-IN alike (the hours and time windows on /contact and /book-consultation, lib/i18n/hours.ts).
 */
const KEPT = new Set([
  ...siteConfig.name.split(' '),
  ...['AM', 'PM', 'am', 'pm'],
  ...'MARN PR GSM WhatsApp ImmiAccount CoE OSHC AEST AEDT Home Affairs Department of Genuine Student Skilling Australians Fund A AU'.split(
    ' ',
  ),
  // The English tests' names and the points test's codes (tests/unit/i18n-messages.test.ts).
  ...'IELTS PTE Academic General TOEFL iBT Cambridge Advanced CELPIP OET NAATI CCL CRICOS ICT STEM ISO'.split(
    ' ',
  ),
]);

/** Words in Latin letters in main's own text: links and English-marked elements excluded. */
async function englishInMain(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const words: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('a, script, style, [lang^="en"], [aria-hidden="true"]')) continue;
      if (el.closest('.sr-only') && !node.textContent?.trim()) continue;
      words.push(...(node.textContent?.match(/[A-Za-z]{2,}/g) ?? []));
    }
    return words;
  });
}

for (const locale of TRANSLATED_LOCALES) {
  for (const path of TRANSLATED_PATHS) {
    const url = localizedPath(locale, path);
    test(`${url}: in ${localeInfo[locale].englishName}, marked as an unreviewed translation`, async ({
      page,
    }) => {
      const res = await page.goto(url);
      expect(res?.status()).toBe(200);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', localeInfo[locale].tag);
      await expect(html).toHaveAttribute('dir', localeInfo[locale].dir);
      // Not reviewed yet (lib/config/site.ts translationReviews): kept out of search results.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${url.replace(/\//g, '\\/')}$`),
      );
      const notice = page.getByTestId('translation-notice');
      await expect(notice).toContainText(messages[locale].i18n.notReviewed);
      await expect(notice.getByRole('link')).toHaveAttribute('href', path);
      // The same page in every language, this one marked current.
      const bar = page.getByTestId('language-bar');
      for (const l of LOCALES) {
        if (l === locale)
          await expect(bar.locator('[aria-current="page"]')).toHaveText(localeInfo[l].name);
        else
          await expect(bar.getByRole('link', { name: localeInfo[l].name })).toHaveAttribute(
            'href',
            localizedPath(l, path),
          );
      }
      // The chrome speaks the language too.
      await expect(page.locator('footer')).toContainText(messages[locale].chrome.company);
      const english = (await englishInMain(page)).filter((w) => !KEPT.has(w));
      expect(english).toEqual([]);
    });
  }
}

/*
 * The first screen in the first round trip (about 14 KiB: 10 TCP segments), in every language: the
 * HTML up to the first </h1>, inline sheet included, gzip level 6 as `next start` sends it
 * (bench/page-weight.mjs prints the figures).
 */
test('every translated page paints its first screen from the first round trip', async ({
  request,
}) => {
  const over: string[] = [];
  for (const locale of LOCALES)
    for (const path of TRANSLATED_PATHS) {
      const url = localizedPath(locale, path);
      const html = await (await request.get(url)).text();
      const firstScreen = html.slice(0, html.indexOf('</h1>') + '</h1>'.length);
      const kib = gzipSync(firstScreen, { level: 6 }).length / 1024;
      if (kib > 14) over.push(`${url}: ${kib.toFixed(2)} KiB`);
      expect(firstScreen, url).not.toMatch(/<link[^>]+rel="stylesheet"/);
    }
  expect(over).toEqual([]);
});

test('the English pages are unchanged and offer every language', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Migration advice you can check and trust',
  );
  await expect(page.getByTestId('translation-notice')).toHaveCount(0);
  await expect(
    page.getByTestId('language-bar').getByRole('link', { name: 'हिन्दी' }),
  ).toHaveAttribute('href', '/hi/about');
  // No translation is reviewed yet, so no hreflang points at a noindex page.
  await expect(page.locator('link[hreflang]')).toHaveCount(0);
  // A page with no translation has no language bar.
  await page.goto('/blog');
  await expect(page.getByTestId('language-bar')).toHaveCount(0);
});

test('Urdu is mirrored: the logo on the right, the menu and numbers still readable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ur');
  const logo = await page.getByRole('link', { name: `${siteConfig.name}, home` }).boundingBox();
  expect(logo!.x).toBeGreaterThan(640);
  // Numbers keep their order inside right-to-left text ("95%+", not "+95%").
  const claim = page.locator('dd').first();
  await expect(claim).toHaveAttribute('dir', 'ltr');
  // A link to a page in English only says so.
  await expect(page.locator('header').getByRole('link', { name: /بلاگ/ })).toContainText(
    messages.ur.i18n.inEnglish,
  );
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId('menu-toggle').click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu.getByRole('link', { name: messages.ur.chrome.home })).toHaveAttribute(
    'href',
    '/ur',
  );
});

test('a first segment that is not a language is a plain 404', async ({ request }) => {
  for (const path of ['/xx', '/en', '/hi/blog', '/de/about']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toContain('id="main"');
  }
});
