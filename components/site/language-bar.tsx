import {
  LOCALES,
  localeInfo,
  localizedPath,
  type Locale,
  type TranslatedPath,
} from '@/lib/i18n/locales';
import { localeReview } from '@/lib/i18n/seo';
import { translator } from '@/lib/i18n/translate';

/**
 * The top of every page that exists in more than one language: links to the same page in each
 * (plain links: a language is a different root layout, so a full load either way), and on a
 * translation, the notice that it is one, that the English page prevails, and whether a
 * registered migration agent has reviewed it. Server-rendered markup, no script.
 */
function LanguageBar({ locale, path }: { locale: Locale; path: TranslatedPath }) {
  const t = translator(locale, 'i18n');
  const review = locale === 'en' ? null : localeReview(locale);
  return (
    <div
      className="border-border bg-muted/50 order-first border-b text-sm"
      data-testid="language-bar"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2 sm:px-6">
        <nav aria-label={t('language')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {LOCALES.map((l) => (
              <li key={l}>
                {l === locale ? (
                  <span aria-current="page" className="font-semibold">
                    {localeInfo[l].name}
                  </span>
                ) : (
                  <a
                    href={localizedPath(l, path)}
                    lang={localeInfo[l].tag}
                    hrefLang={l}
                    className="link"
                  >
                    {localeInfo[l].name}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {locale !== 'en' && (
          <p className="text-muted-foreground" data-testid="translation-notice">
            {t.rich('translationNotice', {
              link: (text) => (
                <a href={path} lang="en-AU" hrefLang="en" className="link">
                  {text}
                </a>
              ),
            })}{' '}
            {review
              ? t('reviewed', {
                  reviewer: review.reviewer,
                  marn: review.marn,
                  date: new Intl.DateTimeFormat(localeInfo[locale].tag, {
                    dateStyle: 'long',
                    timeZone: 'UTC',
                  }).format(new Date(`${review.reviewedOn}T00:00:00Z`)),
                })
              : t('notReviewed')}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The top of a translated page: `children` (breadcrumbs, the hero with the page's h1), then the
 * language bar, shown above them. The bar comes after the h1 in the markup so that the first
 * screen still arrives in the first round trip (~14 KiB gzip: the bar is 0.6 KiB of it on a
 * translated page); to a screen reader it follows the heading, which reads naturally.
 */
export function TranslatedTop({
  locale,
  path,
  children,
}: {
  locale: Locale;
  path: TranslatedPath;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col">
      {children}
      <LanguageBar locale={locale} path={path} />
    </div>
  );
}
