import type { Metadata } from 'next';
import { siteConfig } from '@/lib/config/site';
import { localeInfo, localizedPath, type Locale } from '@/lib/i18n/locales';
import { isIndexable, languageAlternates } from '@/lib/i18n/seo';

export interface PageMetaInput {
  /** The page's own title; the layout's template appends the agency name. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /**
   * Root-relative English path of the page, e.g. `/about`. With `locale`, the canonical URL is
   * that language's (`/hi/about`); a page with translations lists them as hreflang alternates.
   */
  path: string;
  locale?: Locale;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  /** Pages that must stay out of search results (account pages, admin). */
  noIndex?: boolean;
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteConfig.url}/`).toString();
}

/** The one way pages build their metadata: title, description, keywords, canonical, Open Graph, robots. */
export function buildMetadata(input: PageMetaInput): Metadata {
  const locale = input.locale ?? 'en';
  const url = absoluteUrl(localizedPath(locale, input.path));
  const languages = languageAlternates(input.path, absoluteUrl);
  // An unreviewed translation stays out of search results until an agent has read it; its links
  // (to the English pages) may still be followed.
  const unreviewed = !isIndexable(locale);
  const english = locale === 'en';
  const keywords = [...new Set([...(input.keywords ?? []), ...siteConfig.keywords])];
  return {
    title: input.title,
    description: input.description,
    // The keywords and the guides' feed are English: a translated page leaves them out (its
    // first screen must fit the first round trip, and they say nothing in its language).
    ...(english ? { keywords } : {}),
    // Page alternates replace the layout's, so the feed link is repeated here for every page.
    alternates: {
      canonical: url,
      ...(Object.keys(languages).length ? { languages } : {}),
      ...(english
        ? {
            types: {
              'application/rss+xml': [
                { url: absoluteUrl('/rss.xml'), title: `${siteConfig.name} guides` },
              ],
            },
          }
        : {}),
    },
    openGraph: {
      title: input.title,
      description: input.description,
      url,
      siteName: siteConfig.name,
      locale: locale === 'en' ? siteConfig.ogLocale : localeInfo[locale].tag.replace('-', '_'),
      type: input.type ?? 'website',
      ...(input.type === 'article'
        ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime }
        : {}),
    },
    twitter: { card: 'summary', title: input.title, description: input.description },
    robots: input.noIndex
      ? { index: false, follow: false }
      : unreviewed
        ? { index: false, follow: true }
        : { index: true, follow: true, googleBot: { index: true, follow: true } },
  };
}
