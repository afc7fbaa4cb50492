import type { Locale } from '@/lib/i18n/locales';
import { Logo } from './logo';
import { SiteNav } from './site-nav';

/** The header's logo and nav, rendered as one static part (chrome-parts.tsx). */
export function HeaderStart({ locale = 'en' }: { locale?: Locale }) {
  return (
    <>
      <Logo home={locale === 'en' ? '/' : `/${locale}`} />
      <SiteNav locale={locale} />
    </>
  );
}
