import type { MetadataRoute } from 'next';
import { calculatorPath, calculators } from '@/lib/config/calculators';
import { listPosts, listVisaPages } from '@/lib/content';
import { absoluteUrl } from '@/lib/seo/metadata';
import { staticRoutes } from '@/lib/seo/routes';

/** Canonical URLs only: aliases redirect and never appear here. */
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...staticRoutes.map((path) => ({
      url: absoluteUrl(path),
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.7,
    })),
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
