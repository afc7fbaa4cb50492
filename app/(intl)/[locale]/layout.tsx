import { notFound } from 'next/navigation';
import { AccountSlot } from '@/components/auth/account-slot';
import { ChatButton } from '@/components/chat-button';
import { FooterPart } from '@/components/site/chrome-parts';
import { MarketingStyle } from '@/components/site/marketing-style';
import { RootDocument, rootMetadata, rootViewport } from '@/components/site/root-document';
import { SiteHeader } from '@/components/site/site-header';
import { isTranslatedLocale, TRANSLATED_LOCALES } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';

/*
 * The root layout of the translated marketing pages: /hi, /ur, /bn, /pa and the pages under them
 * (lib/i18n/locales.ts TRANSLATED_PATHS). English keeps its unprefixed URLs in app/(marketing);
 * both render the same page bodies with a `locale`. Every language is prerendered; any other
 * first segment is not a language (dynamicParams = false), so it is a 404 like any unknown path.
 *
 * The locale travels as a prop rather than through next/root-params or a messages provider: the
 * page bodies are static parts (components/static-part.tsx), rendered inside client components
 * during SSR, where neither reaches, and a provider would copy its messages into the RSC payload.
 */
export const dynamicParams = false;
export function generateStaticParams() {
  return TRANSLATED_LOCALES.map((locale) => ({ locale }));
}

export const metadata = rootMetadata;
export const viewport = rootViewport;

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isTranslatedLocale(locale)) notFound();
  const t = translator(locale, 'chrome');
  return (
    <RootDocument locale={locale}>
      <MarketingStyle />
      <a
        href="#main"
        className="focus:bg-background sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:p-2"
      >
        {t('skip')}
      </a>
      <SiteHeader
        account={<AccountSlot signInLabel={t('signIn')} signInHref={`/auth?lang=${locale}`} />}
        locale={locale}
      />
      <main id="main" className="flex-1">
        {children}
      </main>
      <FooterPart locale={locale} />
      <ChatButton locale={locale} />
    </RootDocument>
  );
}
