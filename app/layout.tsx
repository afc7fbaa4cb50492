import type { Metadata, Viewport } from 'next';
import { siteConfig } from '@/lib/config/site';

export const metadata: Metadata = {
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

export const viewport: Viewport = {
  themeColor: '#1e3a8a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU">
      <body className="flex min-h-dvh flex-col antialiased">{children}</body>
    </html>
  );
}
