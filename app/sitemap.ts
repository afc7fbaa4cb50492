import type { MetadataRoute } from 'next';
import { calculatorPath, calculators } from '@/lib/config/calculators';
import { listPosts, listVisaPages } from '@/lib/content';
import { TRANSLATED_PATHS, localizedPath } from '@/lib/i18n/locales';
import { indexableLocales, languageAlternates } from '@/lib/i18n/seo';
import { absoluteUrl } from '@/lib/seo/metadata';
import { staticRoutes } from '@/lib/seo/routes';

/** The page's languages, for a page that has reviewed translations. */
function withAlternates(path: string) {
  const languages = languageAlternates(path, absoluteUrl);
  return Object.keys(languages).length ? { alternates: { languages } } : {};
}

/** Canonical URLs only: aliases redirect and never appear here. */
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...staticRoutes.map((path) => ({
      url: absoluteUrl(path),
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.7,
      ...withAlternates(path),
    })),
    // Each reviewed translation's pages (an unreviewed one is noindex, so not listed).
    ...indexableLocales()
      .filter((l) => l !== 'en')
      .flatMap((locale) =>
        TRANSLATED_PATHS.map((path) => ({
          url: absoluteUrl(localizedPath(locale, path)),
          changeFrequency: 'weekly' as const,
          priority: path === '/' ? 0.9 : 0.6,
          ...withAlternates(path),
        })),
      ),
    ...calculators.map((c) => ({
      url: absoluteUrl(calculatorPath(c.slug)),
      changeFrequency: 'monthly' as const,
      priority: 0.7,
    })),
    ...listVisaPages().map((v) => ({
      url: absoluteUrl(`/visas/${v.slug}`),
      lastModified: v.lastReviewed,
      changeFrequency: 'monthly' as const,
      priority: 0.8,
    })),
    ...listPosts().map((p) => ({
      url: absoluteUrl(`/blog/${p.slug}`),
      lastModified: p.updated ?? p.published,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
  ];
}
