/**
 * Visa application charges change every 1 July, so guides and visa pages name them by key
 * (`[[charge:student-500]]`) and the build writes the amount and its date from
 * lib/config/facts.ts. A hand-written current amount in a content file would go stale unseen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allPosts, allVisas } from 'content-collections';
import { formatAud, visaCharges } from '@/lib/config/facts';
import { expandFacts } from '@/lib/content-facts';
import { formatCalendarDate } from '@/lib/time/format';

const files = ['content/posts', 'content/visas'].flatMap((dir) =>
  readdirSync(join(process.cwd(), dir))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => ({ file: `${dir}/${f}`, text: readFileSync(join(process.cwd(), dir, f), 'utf8') })),
);
const shown = (doc: (typeof allPosts)[number] | (typeof allVisas)[number]) => JSON.stringify(doc);

describe('visa application charges', () => {
  it('are never written by hand in content: each comes from lib/config/facts.ts', () => {
    const handWritten = files.flatMap(({ file, text }) =>
      Object.values(visaCharges)
        .map((c) => formatAud(c.amountAud))
        .filter((amount) => new RegExp(`${amount.replace('$', '\\$')}(?![\\d,])`).test(text))
        .map((amount) => `${file}: ${amount}`),
    );
    expect(handWritten).toEqual([]);
  });

  it('reach the pages with the date they took effect', () => {
    for (const [key, charge] of Object.entries(visaCharges)) {
      const figure = `${formatAud(charge.amountAud)} (from ${formatCalendarDate(charge.effectiveFrom, { month: 'long' })})`;
      const pages = [...allPosts, ...allVisas].filter((doc) => shown(doc).includes(figure));
      expect({ key, pages: pages.length > 0 }).toEqual({ key, pages: true });
    }
    const student = allVisas.find((v) => v.slug === 'student-visa-500')!;
    expect(student.cost.summary).toMatch(
      /^The base charge for the main applicant is AU\$2,500 \(from 1 July 2026\)/,
    );
    expect(student.cost.asOf).toBe(visaCharges['student-500'].effectiveFrom);
    expect(JSON.stringify([...allPosts, ...allVisas])).not.toContain('[[charge:');
  });

  // Reported for 1 July 2026 only by secondary sources when checked on 26 November 2026: the
  // guides send readers to the official pricing page instead of printing them.
  it('state no 2026 charge that no official page confirmed', () => {
    for (const doc of [...allPosts, ...allVisas])
      expect({ slug: doc.slug, unconfirmed: /AU\$(?:4,015|11,710)\b/.test(shown(doc)) }).toEqual({
        slug: doc.slug,
        unconfirmed: false,
      });
  });

  it('fail the build on a key that facts.ts does not have', () => {
    expect(expandFacts('It costs [[charge:student-500]].')).toBe(
      'It costs AU$2,500 (from 1 July 2026).',
    );
    expect(() => expandFacts('[[charge:visitor-600]]')).toThrow(/not in lib\/config\/facts.ts/);
  });

  it('each have a date, a check date and an official source', () => {
    for (const charge of Object.values(visaCharges)) {
      expect(charge.effectiveFrom).toMatch(/^20\d\d-\d\d-\d\d$/);
      expect(charge.checked).toMatch(/^20\d\d-\d\d-\d\d$/);
      expect(new URL(charge.sourceUrl).hostname).toBe('immi.homeaffairs.gov.au');
    }
  });
});
