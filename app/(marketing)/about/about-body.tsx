import Link from 'next/link';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { CtaBand } from '@/components/site/cta-band';
import { TranslatedTop } from '@/components/site/language-bar';
import { PageHero } from '@/components/site/page-hero';
import { siteConfig } from '@/lib/config/site';
import { hrefIn, localizedPath, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';

/** The about page's body in any language, rendered as a static part (app/(marketing)/parts.tsx). */
export function AboutBody({ locale = 'en' }: { locale?: Locale }) {
  const { claims, marn } = siteConfig;
  const t = translator(locale, 'about');
  const year = String(claims.foundedYear);
  const external = (href: string) =>
    function ExternalLink(text: React.ReactNode) {
      return (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {text}
        </a>
      );
    };
  const internal = (path: string) =>
    function InternalLink(text: React.ReactNode) {
      return (
        <Link href={hrefIn(locale, path)} prefetch={false}>
          {text}
        </Link>
      );
    };
  return (
    <>
      <TranslatedTop locale={locale} path="/about">
        <Breadcrumbs
          crumbs={[{ name: t('crumb'), path: localizedPath(locale, '/about') }]}
          locale={locale}
        />
        <PageHero eyebrow={t('eyebrow')} title={t('title')}>
          {t('lead', { year })}
        </PageHero>
      </TranslatedTop>
      <div className="prose-content mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h2>{t('whoTitle')}</h2>
        <p>
          {t.rich('who', {
            name: siteConfig.name,
            marn: marn.number,
            register: external(marn.registerUrl),
          })}
        </p>
        <h2>{t('howTitle')}</h2>
        <ul>
          <li>{t('how1')}</li>
          <li>{t('how2')}</li>
          <li>{t('how3')}</li>
          <li>{t('how4')}</li>
        </ul>
        <h2>{t('neverTitle')}</h2>
        <p>{t.rich('never', { code: external(marn.codeOfConductUrl) })}</p>
        <h2>{t('startTitle')}</h2>
        <p>
          {t.rich('start', {
            calculator: internal('/pr-calculator'),
            guides: internal('/blog'),
            book: internal('/book-consultation'),
          })}
        </p>
      </div>
      <CtaBand locale={locale} />
    </>
  );
}
