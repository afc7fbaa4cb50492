import { ChatButton } from '@/components/chat-button';
import { FooterPart } from '@/components/site/chrome-parts';
import { MarketingStyle } from '@/components/site/marketing-style';
import { AccountSlot } from '@/components/auth/account-slot';
import { SiteHeader } from '@/components/site/site-header';

export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <MarketingStyle />
      <a
        href="#main"
        className="focus:bg-background sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:p-2"
      >
        Skip to content
      </a>
      <SiteHeader account={<AccountSlot />} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <FooterPart />
      <ChatButton />
    </>
  );
}
