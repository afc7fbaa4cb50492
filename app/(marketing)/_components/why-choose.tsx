import { siteConfig } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';

const REASONS = [1, 2, 3, 4] as const;

export function WhyChoose({ locale = 'en' }: { locale?: Locale }) {
  const t = translator(locale, 'home');
  return (
    <section className="section" aria-labelledby="why">
      <h2 id="why" className="section-title">
        {t('whyTitle')}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map((n) => (
          <li key={n} className="card">
            <h3 className="font-semibold">{t(`reason${n}Title`)}</h3>
            <p className="text-muted-foreground mt-2 text-sm">
              {t(`reason${n}`, { marn: siteConfig.marn.number })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
