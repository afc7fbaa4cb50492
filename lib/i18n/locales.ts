/**
 * The site's languages: one list, read by the routes (`app/(intl)/[locale]`), the language
 * switcher, hreflang, the sitemap and the translator. English is the default and keeps its
 * unprefixed URLs; the others live under `/hi`, `/ur`, `/bn` and `/pa`.
 *
 * This module reaches the browser (the switcher's labels), so it holds no messages.
 */
export const LOCALES = ['en', 'hi', 'ur', 'bn', 'pa'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The translated languages: every locale but English, in the order the switcher lists them. */
export const TRANSLATED_LOCALES = LOCALES.filter(
  (l): l is Exclude<Locale, 'en'> => l !== DEFAULT_LOCALE,
);
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

interface LocaleInfo {
  /** BCP 47 tag for `<html lang>`, hreflang and `Intl` (numbers and dates formatted for it). */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** The language's name in itself, as the switcher shows it. */
  name: string;
  /** Its name in English, for the switcher's accessible label and for agents. */
  englishName: string;
}

/*
 * Urdu is set in the phone's own Naskh (Noto Naskh Arabic on Android): a Nastaliq web font is
 * ~160 KB before the first letter shows, which breaks the first-round-trip budget on the phones
 * this site is for. Devanagari, Bengali and Gurmukhi likewise use the system's Noto fonts.
 */
export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { tag: 'en-AU', dir: 'ltr', name: 'English', englishName: 'English' },
  hi: { tag: 'hi-IN', dir: 'ltr', name: 'हिन्दी', englishName: 'Hindi' },
  ur: { tag: 'ur-PK', dir: 'rtl', name: 'اردو', englishName: 'Urdu' },
  bn: { tag: 'bn-BD', dir: 'ltr', name: 'বাংলা', englishName: 'Bengali' },
  pa: { tag: 'pa-IN', dir: 'ltr', name: 'ਪੰਜਾਬੀ', englishName: 'Punjabi (Gurmukhi)' },
};

/**
 * Text that reads left to right whatever surrounds it (a phone number, an e-mail address, a clock
 * time), for a plain string where no element can carry `dir="ltr"` (a hint, an error message): in a
 * right-to-left language it is wrapped in Unicode's left-to-right isolate, so "+91 98765 43210"
 * does not come out as "43210 98765 +91". Unchanged elsewhere.
 */
export function ltrText(locale: Locale, text: string): string {
  return localeInfo[locale].dir === 'rtl' ? `\u2066${text}\u2069` : text;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isTranslatedLocale(value: unknown): value is TranslatedLocale {
  return isLocale(value) && value !== DEFAULT_LOCALE;
}

/**
 * The pages that exist in every language, as their English paths. A page not listed here is
 * English only: the switcher says so and links the English page, and no hreflang names it.
 * Each listed path has a route under app/(intl)/[locale] (tests/unit/i18n-messages.test.ts).
 */
export const TRANSLATED_PATHS = [
  '/',
  '/about',
  '/services',
  '/pr-calculator',
  '/contact',
  '/book-consultation',
] as const;
export type TranslatedPath = (typeof TRANSLATED_PATHS)[number];

export function isTranslatedPath(path: string): path is TranslatedPath {
  return (TRANSLATED_PATHS as readonly string[]).includes(path);
}

/** The URL of an English path in a locale: `/about` → `/hi/about`, `/` → `/hi`. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * A link from a page in `locale` to the English path `path`: the translated page when there is
 * one, else the English page (which the reader then sees in English).
 */
export function hrefIn(locale: Locale, path: string): string {
  const [pathname = '/', hash] = path.split('#');
  const base = isTranslatedPath(pathname) ? localizedPath(locale, pathname) : pathname;
  return hash === undefined ? base : `${base}#${hash}`;
}
