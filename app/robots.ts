import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/metadata';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/dashboard', '/admin', '/auth', '/api/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
