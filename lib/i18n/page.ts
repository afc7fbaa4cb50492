import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteConfig } from '@/lib/config/site';
import { buildMetadata } from '@/lib/seo/metadata';
import {
  isTranslatedLocale,
  type Locale,
  type TranslatedLocale,
  type TranslatedPath,
} from './locales';
import { translator, type Messages } from './translate';

/** The namespaces whose `metaTitle` and `metaDescription` give a page's metadata. */
type PageNamespace = {
  [N in keyof Messages]: Messages[N] extends { metaTitle: string; metaDescription: string }
    ? N
    : never;
}[keyof Messages];

/** The locale of a page under app/(intl)/[locale] (the layout's static params allow no other). */
export async function translatedParams(
  params: Promise<{ locale: string }>,
): Promise<TranslatedLocale> {
  const { locale } = await params;
  if (!isTranslatedLocale(locale)) notFound();
  return locale;
}

/** Figures a page's description quotes besides the founding year (from lib/config, lib/points). */
type DescriptionValues = Record<string, string>;

/**
 * `generateMetadata` for a page in every language, English included: its title and description
 * from the namespace's messages, the canonical URL and hreflang from lib/seo/metadata.ts.
 */
export function metadataFor(
  locale: Locale,
  path: TranslatedPath,
  namespace: PageNamespace,
  keywords?: readonly string[],
  values: DescriptionValues = {},
): Metadata {
  const t = translator(locale, namespace);
  return buildMetadata({
    title: t('metaTitle'),
    description: t('metaDescription', {
      year: String(siteConfig.claims.foundedYear),
      ...values,
    }),
    keywords,
    path,
    locale,
  });
}

export function translatedPageMetadata(
  path: TranslatedPath,
  namespace: PageNamespace,
  values?: (locale: Locale) => DescriptionValues,
) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await translatedParams(params);
    return metadataFor(locale, path, namespace, undefined, values?.(locale));
  };
}
