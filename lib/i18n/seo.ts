import { siteConfig, type TranslationReview } from '@/lib/config/site';
import {
  DEFAULT_LOCALE,
  TRANSLATED_LOCALES,
  isTranslatedPath,
  localizedPath,
  type Locale,
  type TranslatedLocale,
} from './locales';

type Reviews = Record<TranslatedLocale, TranslationReview | null>;

/** The review of a language's pages, if a registered migration agent has done it. */
export function localeReview(
  locale: TranslatedLocale,
  reviews: Reviews = siteConfig.translationReviews,
): TranslationReview | null {
  return reviews[locale];
}

/**
 * Languages whose pages search engines may index: English, and each translation once reviewed.
 * An unreviewed translation is `noindex` and left out of hreflang and the sitemap: naming a
 * `noindex` page as an alternate only sends search engines mixed signals.
 */
export function indexableLocales(reviews: Reviews = siteConfig.translationReviews): Locale[] {
  return [DEFAULT_LOCALE, ...TRANSLATED_LOCALES.filter((l) => reviews[l] !== null)];
}

export function isIndexable(
  locale: Locale,
  reviews: Reviews = siteConfig.translationReviews,
): boolean {
  return indexableLocales(reviews).includes(locale);
}

/**
 * hreflang alternates of an English path, as absolute URLs keyed by language code plus
 * `x-default` (the English page): only for a page that has translations, and only the indexable
 * ones. Empty when no translation is indexable (a lone `en` + `x-default` says nothing).
 */
export function languageAlternates(
  path: string,
  absolute: (path: string) => string,
  reviews: Reviews = siteConfig.translationReviews,
): Record<string, string> {
  if (!isTranslatedPath(path)) return {};
  const locales = indexableLocales(reviews);
  if (locales.length < 2) return {};
  const out: Record<string, string> = {};
  for (const l of locales) out[l] = absolute(localizedPath(l, path));
  out['x-default'] = absolute(path);
  return out;
}
