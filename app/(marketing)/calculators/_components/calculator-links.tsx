import Link from 'next/link';
import { EnglishOnlyMark } from '@/components/site/english-only';
import { calculatorPath, calculators, type CalculatorKind } from '@/lib/config/calculators';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';

const groups: { kind: CalculatorKind; title: 'linksByVisa' | 'linksFactor' | 'linksOccupation' }[] =
  [
    { kind: 'visa', title: 'linksByVisa' },
    { kind: 'factor', title: 'linksFactor' },
    { kind: 'occupation', title: 'linksOccupation' },
  ];

/**
 * Every calculator, grouped; used on the hub and under each calculator. The calculators exist in
 * English only: on a translated page their names stay English, marked as such.
 */
export function CalculatorLinks({ current, locale = 'en' }: { current?: string; locale?: Locale }) {
  const t = translator(locale, 'calculatorPage');
  return (
    <nav
      aria-label={t('linksLabel')}
      className="no-print border-border mt-12 grid gap-6 rounded-lg border p-5 sm:grid-cols-3"
    >
      {groups.map((g) => (
        <div key={g.kind}>
          <p className="font-semibold">{t(g.title)}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {calculators
              .filter((c) => c.kind === g.kind && c.slug !== current)
              .map((c) => (
                <li key={c.slug}>
                  <Link
                    href={calculatorPath(c.slug)}
                    className="text-primary hover:underline"
                    lang={locale === 'en' ? undefined : 'en-AU'}
                  >
                    {c.title}
                  </Link>
                  <EnglishOnlyMark locale={locale} path={calculatorPath(c.slug)} />
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
