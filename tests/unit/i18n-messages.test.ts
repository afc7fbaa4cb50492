import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { englishLabelsForTest } from '@/components/site/requirements-explorer';
import { siteConfig } from '@/lib/config/site';
import { requirementsTabs } from '@/lib/config/requirements';
import { featuredVisaCategories, visaGroups } from '@/lib/config/visas';
import {
  LOCALES,
  TRANSLATED_LOCALES,
  TRANSLATED_PATHS,
  hrefIn,
  localeInfo,
  localizedPath,
} from '@/lib/i18n/locales';
import { hoursSummary } from '@/lib/i18n/hours';
import { translatedRequirements } from '@/lib/i18n/requirements';
import { indexableLocales, languageAlternates } from '@/lib/i18n/seo';
import { messages, translator } from '@/lib/i18n/translate';
import compile from 'icu-minify/compile';
import { createTranslator } from 'use-intl/core';
import { buildMetadata } from '@/lib/seo/metadata';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
  }
  return out;
}

/** The ICU arguments and rich-text tags a message uses, sorted: `{marn}`, `<link>`. */
function placeholders(message: string): string[] {
  const found: string[] = [];
  const walk = (m: Compiled) => {
    if (typeof m !== 'string') for (const part of m as Part[]) visit(part);
  };
  const visit = (part: Part) => {
    if (typeof part !== 'object') return;
    const [name, second, ...rest] = part;
    if (second === undefined || typeof second === 'number') {
      found.push(`{${name}}`);
      const cases = rest[0];
      if (cases && typeof cases === 'object')
        for (const c of Object.values(cases as Record<string, Compiled>)) walk(c);
    } else {
      found.push(`<${name}>`);
      for (const child of [second, ...rest]) visit(child as Part);
    }
  };
  walk(compile(message));
  return [...new Set(found)].sort();
}

const english = flatten(messages.en as unknown as Tree);

type Compiled = ReturnType<typeof compile>;
type Part = string | number | [string, ...unknown[]];

/**
 * A message's own words, without its ICU syntax (argument names, `select` and `plural` with their
 * keys, tag names), read from its compiled form: a string, or parts that are a string, `#` (0),
 * `[name]`, `[name, type, cases or style]` or `[tag, ...children]`.
 */
function wordsOf(message: Compiled): string {
  return typeof message === 'string' ? message : (message as Part[]).map(partWords).join(' ');
}
function partWords(part: Part): string {
  if (typeof part === 'string') return part;
  if (typeof part === 'number') return ' ';
  const [, second, ...rest] = part;
  if (second === undefined) return ' ';
  if (typeof second === 'number') {
    const cases = rest[0];
    return cases && typeof cases === 'object'
      ? Object.values(cases as Record<string, Compiled>)
          .map(wordsOf)
          .join(' ')
      : ' ';
  }
  return [second, ...rest].map((child) => partWords(child as Part)).join(' ');
}

/*
 * Latin words a translation may keep: names, codes and terms an applicant meets in English on
 * Home Affairs' own forms. Anything else in Latin letters is English left untranslated.
 */
const KEPT_IN_ENGLISH = new Set([
  'MARN',
  'PR',
  'PDF',
  'GSM',
  'WhatsApp',
  'ImmiAccount',
  'CoE',
  'OSHC',
  'AEST',
  'AEDT',
  'Home',
  'Affairs',
  'Department',
  'of',
  'Genuine',
  'Student',
  'Skilling',
  'Australians',
  'Fund',
  // The English tests by their names (IELTS Academic or General, PTE Academic, TOEFL iBT,
  // Cambridge C1 Advanced, CELPIP General, OET) and the points test's codes, as on the forms.
  'IELTS',
  'PTE',
  'Academic',
  'General',
  'TOEFL',
  'iBT',
  'Cambridge',
  'Advanced',
  'CELPIP',
  'OET',
  'NAATI',
  'CCL',
  'CRICOS',
  'ICT',
  'STEM',
  'ISO',
]);

describe('translations', () => {
  it.each(TRANSLATED_LOCALES)('%s has exactly the English keys', (locale) => {
    const keys = Object.keys(flatten(messages[locale] as unknown as Tree)).sort();
    expect(keys).toEqual(Object.keys(english).sort());
  });

  it.each(TRANSLATED_LOCALES)(
    '%s uses the same arguments and tags as English in every message',
    (locale) => {
      const mine = flatten(messages[locale] as unknown as Tree);
      const differ = Object.keys(english).filter(
        (key) => placeholders(mine[key] ?? '').join() !== placeholders(english[key]!).join(),
      );
      expect(differ).toEqual([]);
    },
  );

  it.each(TRANSLATED_LOCALES)('%s leaves no English words in any message', (locale) => {
    const mine = flatten(messages[locale] as unknown as Tree);
    const english = Object.entries(mine).flatMap(([key, text]) =>
      (wordsOf(compile(text)).match(/[A-Za-z]{2,}/g) ?? [])
        .filter((word) => !KEPT_IN_ENGLISH.has(word))
        .map((word) => `${key}: ${word}`),
    );
    expect(english).toEqual([]);
  });

  it('formats every message in every language without an error', () => {
    const errors: string[] = [];
    for (const locale of LOCALES) {
      // use-intl reports a bad message to onError and shows its key instead: collect them.
      const t = createTranslator({
        locale: localeInfo[locale].tag,
        messages: messages[locale],
        onError: (error) => errors.push(`${locale}: ${error.message}`),
      }) as unknown as { rich: (key: string, values: Record<string, unknown>) => unknown };
      for (const key of Object.keys(english)) {
        const values: Record<string, unknown> = {};
        for (const p of placeholders(english[key]!)) {
          const name = p.slice(1, -1);
          values[name] = p.startsWith('<') ? (chunks: unknown) => chunks : 'X';
        }
        t.rich(key, values);
      }
    }
    expect(errors).toEqual([]);
  });
});

describe('the English messages say what the config says', () => {
  it('visa groups', () => {
    for (const g of visaGroups) {
      expect(messages.en.visaGroups[g.id as keyof typeof messages.en.visaGroups]).toEqual({
        name: g.name,
        blurb: g.blurb,
      });
    }
    expect(Object.keys(messages.en.visaGroups)).toEqual(visaGroups.map((g) => g.id));
  });

  it('the home page visa cards', () => {
    expect(
      featuredVisaCategories.map((v) => ({ slug: v.slug, title: v.title, text: v.text })),
    ).toEqual(Object.entries(messages.en.visaCards).map(([slug, c]) => ({ slug, ...c })));
  });

  it('the tagline, the hours and their time zone', () => {
    expect(messages.en.chrome.tagline).toBe(siteConfig.tagline);
    expect(messages.en.chrome.timeZone).toBe(siteConfig.hours.timeZoneLabel);
    expect(hoursSummary('en')).toEqual(siteConfig.hours.summary);
  });

  it('the requirements explorer: labels, and each tab as many items as the config', () => {
    expect(englishLabelsForTest).toEqual({
      documents: messages.en.requirements.documents,
      financial: messages.en.requirements.financial,
      health: messages.en.requirements.health,
      items: messages.en.requirements.items,
      tablist: messages.en.requirements.tablist,
    });
    for (const tab of requirementsTabs) {
      const m = messages.en.requirements[tab.id];
      expect(m.label).toBe(tab.label);
      for (const section of ['documents', 'financial', 'health'] as const)
        expect(Object.keys(m[section])).toHaveLength(tab[section].length);
    }
  });

  it('a translated explorer carries the dated living cost from the config, in AUD', () => {
    const hi = translatedRequirements('hi').tabs.find((t) => t.id === 'student')!;
    expect(hi.financial[0]).toContain('29,710');
    expect(hi.financial[0]).toContain('2024');
    const bn = translatedRequirements('bn').tabs.find((t) => t.id === 'student')!;
    expect(bn.financial[0]).toContain('২৯,৭১০'); // Bengali digits, as bn-BD writes them
  });
});

describe('language routes', () => {
  it('every translated path has its page under app/(intl)/[locale]', () => {
    for (const path of TRANSLATED_PATHS) {
      const file = join(process.cwd(), 'app/(intl)/[locale]', path, 'page.tsx');
      expect(existsSync(file)).toBe(true);
    }
  });

  it('the precompressing script knows the same languages', () => {
    // Read, not imported: the script runs its work at the top level when it is the entry point.
    const script = readFileSync(join(process.cwd(), 'scripts/precompress-pages.mjs'), 'utf8');
    const list = /export const TRANSLATED_LOCALES = (\[[^\]]*\]);/.exec(script)?.[1];
    expect(JSON.parse((list ?? '[]').replace(/'/g, '"'))).toEqual([...TRANSLATED_LOCALES]);
  });

  it('links: a translated page to its language, any other to the English page', () => {
    expect(localizedPath('hi', '/')).toBe('/hi');
    expect(localizedPath('en', '/about')).toBe('/about');
    expect(hrefIn('ur', '/about')).toBe('/ur/about');
    expect(hrefIn('ur', '/blog')).toBe('/blog');
    expect(hrefIn('bn', '/visas#group-gsm')).toBe('/visas#group-gsm');
  });

  it('hours in another language come from the weekly hours, formatted by Intl', () => {
    const [weekdays, weekend] = hoursSummary('hi');
    expect(weekdays!.value).toMatch(/8:00.*6:00/);
    expect(weekend!.value).toBe(translator('hi', 'chrome')('byAppointment'));
  });
});

describe('search engines and unreviewed translations', () => {
  const absolute = (path: string) => `https://example.test${path}`;
  const none = { hi: null, ur: null, bn: null, pa: null };
  const hindi = {
    ...none,
    hi: { reviewedOn: '2026-12-01', reviewer: 'A. Agent', marn: '1234567' },
  };

  it('no hreflang while no translation is reviewed; then only the reviewed ones', () => {
    expect(indexableLocales(none)).toEqual(['en']);
    expect(languageAlternates('/about', absolute, none)).toEqual({});
    expect(languageAlternates('/about', absolute, hindi)).toEqual({
      en: 'https://example.test/about',
      hi: 'https://example.test/hi/about',
      'x-default': 'https://example.test/about',
    });
    // English-only pages never name alternates.
    expect(languageAlternates('/blog', absolute, hindi)).toEqual({});
  });

  it('an unreviewed language is noindex (links followed), English stays indexable', () => {
    expect(
      buildMetadata({ title: 'T', description: 'D', path: '/about', locale: 'ur' }).robots,
    ).toEqual({ index: false, follow: true });
    const en = buildMetadata({ title: 'T', description: 'D', path: '/about' });
    expect(en.robots).toMatchObject({ index: true });
    expect(en.alternates?.canonical).toMatch(/\/about$/);
    const ur = buildMetadata({ title: 'T', description: 'D', path: '/about', locale: 'ur' });
    expect(ur.alternates?.canonical).toMatch(/\/ur\/about$/);
  });
});
