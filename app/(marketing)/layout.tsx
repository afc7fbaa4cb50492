import { ChatButton } from '@/components/chat-button';
import { FooterPart } from '@/components/site/chrome-parts';
import { MarketingStyle } from '@/components/site/marketing-style';
import { AccountSlot } from '@/components/auth/account-slot';
import { SiteHeader } from '@/components/site/site-header';
import { RootDocument, rootMetadata, rootViewport } from '@/components/site/root-document';

export const metadata = rootMetadata;
export const viewport = rootViewport;

export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument>
      <MarketingStyle />
      <a
        href="#main"
        className="focus:bg-background sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:p-2"
      >
        Skip to content
      </a>
      <SiteHeader account={<AccountSlot />} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <FooterPart />
      <ChatButton />
    </RootDocument>
  );
}
