import type { Metadata } from 'next';
import { siteConfig } from '@/lib/config/site';

export interface PageMetaInput {
  /** The page's own title; the layout's template appends the agency name. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Root-relative path of the canonical URL, e.g. `/about`. */
  path: string;
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
  const url = absoluteUrl(input.path);
  const keywords = [...new Set([...(input.keywords ?? []), ...siteConfig.keywords])];
  return {
    title: input.title,
    description: input.description,
    keywords,
    // Page alternates replace the layout's, so the feed link is repeated here for every page.
    alternates: {
      canonical: url,
      types: {
        'application/rss+xml': [
          { url: absoluteUrl('/rss.xml'), title: `${siteConfig.name} guides` },
        ],
      },
    },
    openGraph: {
      title: input.title,
      description: input.description,
      url,
      siteName: siteConfig.name,
      locale: siteConfig.ogLocale,
      type: input.type ?? 'website',
      ...(input.type === 'article'
        ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime }
        : {}),
    },
    twitter: { card: 'summary', title: input.title, description: input.description },
    robots: input.noIndex
      ? { index: false, follow: false }
      : { index: true, follow: true, googleBot: { index: true, follow: true } },
  };
}
