import { buttonVariants } from '@/components/ui/button';
import { siteConfig } from '@/lib/config/site';
import { hrefIn, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import { EnglishOnlyMark } from './english-only';
import { HeaderStartPart } from './chrome-parts';
import { NavBehaviour } from './use-nav-behaviour';

/**
 * `account`: the right end for the person: AccountSlot (an island that finds out itself) on
 * public pages, the server-known menu in the portal.
 */
export function SiteHeader({
  account,
  locale = 'en',
}: {
  account: React.ReactNode;
  locale?: Locale;
}) {
  const t = translator(locale, 'chrome');
  return (
    <header className="border-border bg-background/95 supports-[backdrop-filter]:bg-background/85 sticky top-0 z-40 border-b backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <HeaderStartPart {...(locale === 'en' ? {} : { locale })} />
        <NavBehaviour />
        {/* whitespace-nowrap: "Sign in" and the buttons stay on one line at 375 px. */}
        <div className="flex items-center gap-1 whitespace-nowrap max-lg:ms-auto sm:gap-2">
          <a
            href={siteConfig.schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonVariants({ variant: 'outline', size: 'sm' })} max-lg:hidden`}
          >
            {t('bookConsultation')}
            <span className="sr-only"> {t('opensNewTab')}</span>
          </a>
          {/* Plain links in the header: next/link would ship its code on every page. */}
          <a
            href={hrefIn(locale, '/pr-calculator')}
            className={`${buttonVariants({ size: 'sm' })} max-sm:hidden`}
          >
            {t('prCalculator')}
            <EnglishOnlyMark locale={locale} path="/pr-calculator" />
          </a>
          {account}
        </div>
      </div>
    </header>
  );
}
