import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { ContactOptions } from '@/components/site/contact-options';
import { TranslatedTop } from '@/components/site/language-bar';
import { PageHero } from '@/components/site/page-hero';
import { localeInfo, localizedPath, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import { ConsultationTime } from '../_components/lead-form/consultation-time';
import { LeadForm } from '../_components/lead-form/lead-form';
import { LeadFormCard } from '../_components/lead-form/lead-form-card';
import { consultationTimeText } from '../_components/lead-form/lead-form-text';

const COVERS = ['cover1', 'cover2', 'cover3', 'cover4'] as const;

/** The consultation page's body in any language (/book-consultation, /ur/book-consultation, …). */
export function BookConsultationBody({ locale }: { locale: Locale }) {
  const t = translator(locale, 'bookConsultation');
  return (
    <>
      <TranslatedTop locale={locale} path="/book-consultation">
        <Breadcrumbs
          crumbs={[{ name: t('crumb'), path: localizedPath(locale, '/book-consultation') }]}
          locale={locale}
        />
        <PageHero eyebrow={t('eyebrow')} title={t('title')}>
          {t('lead')}
        </PageHero>
      </TranslatedTop>
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <ContactOptions locale={locale} />
        <LeadFormCard
          id="request-heading"
          title={t('requestTitle')}
          text={t('requestText')}
          className="mt-12"
        >
          <LeadForm
            kind="consultation"
            locale={locale}
            extra={
              <ConsultationTime
                text={consultationTimeText(locale)}
                localeTag={localeInfo[locale].tag}
              />
            }
          />
        </LeadFormCard>
        <h2 className="mt-12 text-2xl font-bold">{t('coverTitle')}</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {COVERS.map((key) => (
            <li key={key} className="border-border flex gap-2 rounded-md border p-4 text-sm">
              <span aria-hidden="true" className="text-success">
                ✓
              </span>
              {t(key)}
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground mt-6 text-sm">{t('bring')}</p>
      </section>
    </>
  );
}
