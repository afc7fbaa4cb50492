import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { ContactOptions } from '@/components/site/contact-options';
import { TranslatedTop } from '@/components/site/language-bar';
import { PageHero } from '@/components/site/page-hero';
import { siteConfig } from '@/lib/config/site';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import { LeadForm } from '../_components/lead-form/lead-form';
import { LeadFormCard } from '../_components/lead-form/lead-form-card';

/**
 * The contact page's body in any language (/contact, /hi/contact, …). Not a static part: its two
 * lead forms are live. The office address stays as the post writes it (English, left to right).
 */
export function ContactBody({ locale }: { locale: Locale }) {
  const { address } = siteConfig.contact;
  const t = translator(locale, 'contact');
  return (
    <>
      <TranslatedTop locale={locale} path="/contact">
        <Breadcrumbs
          crumbs={[{ name: t('crumb'), path: localizedPath(locale, '/contact') }]}
          locale={locale}
        />
        <PageHero eyebrow={t('eyebrow')} title={t('title')}>
          {t('lead')}
        </PageHero>
      </TranslatedTop>
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <ContactOptions locale={locale} />
        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <LeadFormCard id="message-heading" title={t('messageTitle')} text={t('messageText')}>
            <LeadForm kind="contact" locale={locale} />
          </LeadFormCard>
          <LeadFormCard id="callback-heading" title={t('callbackTitle')} text={t('callbackText')}>
            <LeadForm kind="callback" locale={locale} />
          </LeadFormCard>
        </div>
        <p className="text-muted-foreground mt-8 text-sm">
          {t.rich('office', {
            address: `${address.street}, ${address.locality} ${address.region} ${address.postalCode}`,
            en: (text) => (
              <span lang="en-AU" dir="ltr">
                {text}
              </span>
            ),
          })}
        </p>
      </section>
    </>
  );
}
