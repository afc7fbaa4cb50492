import Link from 'next/link';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { CtaBand } from '@/components/site/cta-band';
import { EnglishOnlyMark } from '@/components/site/english-only';
import { TranslatedTop } from '@/components/site/language-bar';
import { PageHero } from '@/components/site/page-hero';
import { visaGroups, visaPath } from '@/lib/config/visas';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { formatNumber, translator, visaGroupText } from '@/lib/i18n/translate';

const STEPS = [1, 2, 3, 4] as const;

/** The services page's body in any language, rendered as a static part (app/(marketing)/parts.tsx). */
export function ServicesBody({ locale = 'en' }: { locale?: Locale }) {
  const t = translator(locale, 'services');
  return (
    <>
      <TranslatedTop locale={locale} path="/services">
        <Breadcrumbs
          crumbs={[{ name: t('crumb'), path: localizedPath(locale, '/services') }]}
          locale={locale}
        />
        <PageHero eyebrow={t('eyebrow')} title={t('title')}>
          {t('lead')}
        </PageHero>
      </TranslatedTop>
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h2 className="text-2xl font-bold">{t('howTitle')}</h2>
        <ol className="mt-6 grid gap-5 md:grid-cols-4">
          {STEPS.map((n) => (
            <li key={n} className="card">
              <p className="text-primary text-sm font-bold">
                {t('step', { n: formatNumber(locale, n) })}
              </p>
              <h3 className="mt-1 font-semibold">{t(`step${n}Title`)}</h3>
              <p className="text-muted-foreground mt-2 text-sm">{t(`step${n}`)}</p>
            </li>
          ))}
        </ol>
        <h2 className="mt-14 text-2xl font-bold">{t('visaServicesTitle')}</h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2">
          {visaGroups.map((g) => (
            <li key={g.id} className="card">
              <h3 className="font-semibold">{visaGroupText(locale, g.id).name}</h3>
              <p className="text-muted-foreground mt-1 text-sm">
                {visaGroupText(locale, g.id).blurb}
              </p>
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {g.visas.map((v) => (
                  <li key={v.slug}>
                    <Link href={visaPath(v.slug)} prefetch={false} className="link">
                      {v.name}
                      <EnglishOnlyMark locale={locale} path={visaPath(v.slug)} />
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <CtaBand locale={locale} />
    </>
  );
}
