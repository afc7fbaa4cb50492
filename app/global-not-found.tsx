import type { Metadata, Viewport } from 'next';
import { ChatButton } from '@/components/chat-button';
import { FooterPart } from '@/components/site/chrome-parts';
import { MarketingStyle } from '@/components/site/marketing-style';
import { AccountSlot } from '@/components/auth/account-slot';
import { SiteHeader } from '@/components/site/site-header';
import { siteConfig } from '@/lib/config/site';
import { NOT_FOUND_DESCRIPTION, NotFoundMessage } from '@/components/site/not-found-message';

/**
 * The whole 404 document for every URL no route matches (experimental.globalNotFound). It renders
 * outside the root layout, so the site header and footer it needs are here and in no other page's
 * payload: a root not-found.tsx with the header and footer was copied into every page's inline RSC
 * payload twice (once per layout boundary). app/[...missing]/route.ts serves this page's prerender.
 */
export const metadata: Metadata = {
  title: `Page not found | ${siteConfig.name}`,
  description: NOT_FOUND_DESCRIPTION,
  robots: { index: false, follow: true },
};

export const viewport: Viewport = { themeColor: '#1e3a8a', width: 'device-width', initialScale: 1 };

export default function GlobalNotFound() {
  return (
    <html lang="en-AU">
      <body className="flex min-h-dvh flex-col antialiased">
        <MarketingStyle />
        <SiteHeader account={<AccountSlot />} />
        <main id="main" className="flex flex-1 flex-col">
          <NotFoundMessage />
        </main>
        <FooterPart />
        <ChatButton />
      </body>
    </html>
  );
}
