import { expect, test } from '@playwright/test';

/**
 * Crawls every URL in the built site's sitemap on a 375 px phone and checks what a visitor reads:
 * no Markdown syntax left in the text (tables, headings, links), no sideways scrolling, and page
 * descriptions that end as sentences. Every problem is collected, so one run lists them all.
 */

/** A line of a pipe table: starts and ends with `|`. */
const RAW_TABLE_ROW = /^[ \t]*\|.*\|[ \t]*$/m;
/** The separator under a table header: `| --- |`, `|:---:|`. */
const TABLE_SEPARATOR = /\|[ \t]*:?-{3,}:?[ \t]*\|/;
/** A heading marker at the start of a line. */
const HEADING_MARKER = /^[ \t]*#{1,6} \S/m;
/** `[text](url)` link syntax. */
const LINK_SYNTAX = /\[[^\]\n]+\]\((?:https?:\/\/|\/|#|mailto:)[^)\s]*\)/;
/** A description ends as a sentence (or a closing parenthesis after one). */
const ENDS_AS_SENTENCE = /[.!?)]$/;

function rawMarkdown(text: string): string[] {
  const found: string[] = [];
  const row = RAW_TABLE_ROW.exec(text);
  if (row) found.push(`table row "${row[0].trim().slice(0, 60)}"`);
  const sep = TABLE_SEPARATOR.exec(text);
  if (sep) found.push(`table separator "${sep[0]}"`);
  const heading = HEADING_MARKER.exec(text);
  if (heading) found.push(`heading marker "${heading[0].trim().slice(0, 60)}"`);
  const link = LINK_SYNTAX.exec(text);
  if (link) found.push(`link syntax "${link[0].slice(0, 80)}"`);
  return found;
}

test('the Markdown checks catch raw syntax and pass rendered text', () => {
  // Guards against patterns that could never match (a test that cannot fail).
  expect(
    rawMarkdown('| Age | Points |\n| --- | --- |\n## Next steps\nSee [the list](/visas).'),
  ).toHaveLength(4);
  expect(rawMarkdown('Age\tPoints\n18–24\t25\nNext steps\nSee the list.')).toEqual([]);
});

test.describe('every page in the sitemap at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test.setTimeout(600_000);

  test('has no raw Markdown, no sideways scroll, and descriptions that end as sentences', async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(paths.length).toBeGreaterThan(50);

    const markdown: string[] = [];
    const overflow: string[] = [];
    const descriptions: string[] = [];
    for (const path of paths) {
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status(), path).toBe(200);
      const seen = await page.evaluate(() => ({
        text: document.querySelector('main')?.innerText ?? '',
        scrollWidth: document.scrollingElement!.scrollWidth,
        innerWidth: window.innerWidth,
        meta: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        visible: [...document.querySelectorAll('[data-page-description]')].map((el) =>
          (el as HTMLElement).innerText.trim(),
        ),
      }));
      for (const problem of rawMarkdown(seen.text)) markdown.push(`${path}: ${problem}`);
      if (seen.scrollWidth > seen.innerWidth)
        overflow.push(`${path}: page is ${seen.scrollWidth} px wide at ${seen.innerWidth} px`);
      for (const [where, text] of [
        ['meta', seen.meta],
        ...seen.visible.map((t) => ['subtitle', t]),
      ])
        if (!ENDS_AS_SENTENCE.test(text.trim()))
          descriptions.push(`${path}: ${where} description ends "…${text.trim().slice(-40)}"`);
    }
    expect.soft(markdown, 'raw Markdown in the rendered text').toEqual([]);
    expect.soft(overflow, 'pages that scroll sideways at 375 px').toEqual([]);
    expect.soft(descriptions, 'descriptions cut short').toEqual([]);
  });
});
