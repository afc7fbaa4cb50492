import type { Metadata, Viewport } from 'next';
import { siteConfig } from '@/lib/config/site';
import { localeInfo, type Locale } from '@/lib/i18n/locales';

/*
 * Each route group has its own root layout (marketing, the localized marketing pages under
 * app/(intl)/[locale], sign-in, the portal): a localized page's <html lang dir> must come from its
 * own root, and the same element in a shared root could not know the page's language. They all
 * render this document and export this metadata, so the shell stays one thing.
 */

export const rootMetadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: {
    default: `${siteConfig.name}: ${siteConfig.tagline}`,
    template: `%s | ${siteConfig.name}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  alternates: {
    types: { 'application/rss+xml': [{ url: '/rss.xml', title: `${siteConfig.name} guides` }] },
  },
  formatDetection: { telephone: false },
};

export const rootViewport: Viewport = {
  themeColor: '#1e3a8a',
  width: 'device-width',
  initialScale: 1,
};

export function RootDocument({
  locale = 'en',
  children,
}: {
  locale?: Locale;
  children: React.ReactNode;
}) {
  const { tag, dir } = localeInfo[locale];
  return (
    <html lang={tag} dir={dir}>
      <body className="flex min-h-dvh flex-col antialiased">{children}</body>
    </html>
  );
}
