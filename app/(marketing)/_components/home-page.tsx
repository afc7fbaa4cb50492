import { RequirementsExplorer } from '@/components/site/requirements-explorer';
import type { TranslatedLocale } from '@/lib/i18n/locales';
import { translatedRequirements } from '@/lib/i18n/requirements';
import { translator } from '@/lib/i18n/translate';
import { HomeBottomPart, HomeTopPart } from '../parts';

/**
 * The home page in any language (`locale` absent: English, at /). Static parts
 * (components/static-part.tsx) around the one interactive section: only the requirements explorer
 * is in the RSC payload and hydrated.
 */
export function HomePage({ locale }: { locale?: TranslatedLocale }) {
  const t = translator(locale ?? 'en', 'home');
  const part = locale ? { locale } : {};
  return (
    <>
      <HomeTopPart {...part} />
      <section className="bg-muted/60" aria-labelledby="requirements">
        <div className="section">
          <h2 id="requirements" className="section-title">
            {t('requirementsTitle')}
          </h2>
          <p className="text-muted-foreground mt-2 mb-8 max-w-2xl">{t('requirementsText')}</p>
          <RequirementsExplorer translated={locale ? translatedRequirements(locale) : undefined} />
        </div>
      </section>
      <HomeBottomPart {...part} />
    </>
  );
}
