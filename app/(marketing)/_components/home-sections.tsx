import Link from 'next/link';
import { JsonLd } from '@/components/json-ld';
import { WhatsAppIcon } from '@/components/icons';
import { claimItems } from '@/components/site/claims';
import { CtaBand } from '@/components/site/cta-band';
import { buttonVariants } from '@/components/ui/button';
import { visaCallRequestText, whatsappHref } from '@/lib/config/links';
import { featuredVisaCategories, visaPath } from '@/lib/config/visas';
import { hrefIn, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import { organizationLd, websiteLd } from '@/lib/seo/json-ld';
import { TranslatedTop } from '@/components/site/language-bar';
import { EnglishOnlyMark } from '@/components/site/english-only';
import type { Messages } from '@/lib/i18n/translate';
import { WhyChoose } from './why-choose';

type VisaCardSlug = keyof Messages['visaCards'];

/** The home page above the requirements explorer: structured data, hero, record, visa cards. */
export function HomeTop({ locale = 'en' }: { locale?: Locale }) {
  const t = translator(locale, 'home');
  const chrome = translator(locale, 'chrome');
  const cards = translator(locale, 'visaCards');
  return (
    <>
      <TranslatedTop locale={locale} path="/">
        <section className="from-primary text-primary-foreground bg-gradient-to-br to-blue-800">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
            <p className="text-sm font-semibold tracking-wide text-blue-100 uppercase">
              {chrome('tagline')}
            </p>
            <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {t('heroTitle')}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-blue-50">{t('heroText')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {/* No prefetch: it would load the booking page's form code on every home visit. */}
              <Link
                href={hrefIn(locale, '/book-consultation')}
                prefetch={false}
                className={buttonVariants({ variant: 'accent', size: 'lg' })}
              >
                {t('bookNow')}
              </Link>
              <a
                href={whatsappHref()}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: 'whatsapp', size: 'lg' })}
              >
                <WhatsAppIcon /> {chrome('requestCallBack')}
              </a>
              <Link
                href={hrefIn(locale, '/pr-calculator')}
                prefetch={false}
                className={`${buttonVariants({ variant: 'outline', size: 'lg' })} border-white/60 bg-transparent text-white hover:bg-white/10`}
              >
                {t('calculatePoints')}
                <EnglishOnlyMark locale={locale} path="/pr-calculator" />
              </Link>
            </div>
          </div>
        </section>
      </TranslatedTop>

      <section aria-label={t('record')} className="border-border border-b">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 text-center sm:px-6 md:grid-cols-4">
          {claimItems(locale).map((c) => (
            <div key={c.label}>
              <dt className="text-muted-foreground text-sm">{c.label}</dt>
              {/* dir: "95%+" keeps its sign on the right in Urdu too. */}
              <dd dir="ltr" className="text-primary order-first text-3xl font-extrabold">
                {c.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="section" aria-labelledby="categories">
        <h2 id="categories" className="section-title">
          {t('categoriesTitle')}
        </h2>
        <p className="text-muted-foreground mt-2 max-w-2xl">{t('categoriesText')}</p>
        <ul
          className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          data-testid="visa-cards"
        >
          {featuredVisaCategories.map((v) => {
            const title = cards(`${v.slug as VisaCardSlug}.title`);
            return (
              <li key={v.slug} className="card visa-card">
                <h3>
                  {/* Twelve cards would prefetch twelve pages on a phone's first load: fetch on tap instead. */}
                  <Link href={visaPath(v.slug)} prefetch={false}>
                    {title}
                    <EnglishOnlyMark locale={locale} path={visaPath(v.slug)} />
                  </Link>
                </h3>
                <p>{cards(`${v.slug as VisaCardSlug}.text`)}</p>
                <div>
                  <Link
                    href={hrefIn(locale, '/book-consultation')}
                    prefetch={false}
                    className={buttonVariants({ size: 'sm' })}
                  >
                    {t('bookNow')}
                    <span className="sr-only">{t('bookNowFor', { title })}</span>
                  </Link>
                  <a
                    href={whatsappHref(visaCallRequestText(v.callAbout))}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  >
                    {t('requestCall')}
                    <span className="sr-only">{t('requestCallAbout', { title })}</span>
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <JsonLd data={[organizationLd(), websiteLd()]} />
    </>
  );
}

/** The home page below the requirements explorer. */
export function HomeBottom({ locale = 'en' }: { locale?: Locale }) {
  return (
    <>
      <WhyChoose locale={locale} />
      <CtaBand locale={locale} />
    </>
  );
}
