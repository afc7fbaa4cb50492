import Link from 'next/link';
import { AccountSlot } from '@/components/auth/account-slot';
import { buttonVariants } from '@/components/ui/button';
import { headerLinksAfter, headerLinksBefore } from '@/lib/config/nav';
import { siteConfig } from '@/lib/config/site';
import { allVisas, visaGroups } from '@/lib/config/visas';
import { cn } from '@/lib/utils';
import { Logo } from './logo';
import { MegaMenu } from './mega-menu';
import { MobileMenu } from './mobile-menu';

const link = 'rounded-md px-3 py-2 text-sm font-medium hover:bg-muted';

export function SiteHeader() {
  return (
    <header className="border-border bg-background/95 supports-[backdrop-filter]:bg-background/85 sticky top-0 z-40 border-b backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {headerLinksBefore.map((l) => (
            <Link key={l.href} href={l.href} className={link}>
              {l.label}
            </Link>
          ))}
          <MegaMenu groups={visaGroups} />
          {headerLinksAfter.map((l) => (
            <Link key={l.href} href={l.href} className={link}>
              {l.label}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <a
            href={siteConfig.schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'hidden lg:inline-flex',
            )}
          >
            Book Consultation<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <Link
            href="/pr-calculator"
            className={cn(buttonVariants({ size: 'sm' }), 'hidden sm:inline-flex')}
          >
            PR Calculator
          </Link>
          <AccountSlot />
          <MobileMenu
            before={headerLinksBefore}
            after={headerLinksAfter}
            visas={allVisas}
            bookingUrl={siteConfig.schedulingUrl}
          />
        </div>
      </div>
    </header>
  );
}
