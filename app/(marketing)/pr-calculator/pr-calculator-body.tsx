import { PointsCalculator } from '@/components/calculator/points-calculator';
import { FaqList } from '@/components/content/faq-list';
import { JsonLd } from '@/components/json-ld';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { TranslatedTop } from '@/components/site/language-bar';
import { PageHero } from '@/components/site/page-hero';
import { phoneDigits } from '@/lib/config/links';
import { clientMessages } from '@/lib/i18n/client-messages';
import { localeInfo, localizedPath, type Locale } from '@/lib/i18n/locales';
import { formatNumber, translator } from '@/lib/i18n/translate';
import { WORK_WINDOW_YEARS } from '@/lib/points/constants';
import { QUOTED_DATES } from '@/lib/points/english/notes';
import { currentRuleTable } from '@/lib/points/rules';
import { calculatorLd } from '@/lib/seo/calculator-ld';
import { faqLd } from '@/lib/seo/json-ld';
import { CalculatorLinks } from '../calculators/_components/calculator-links';

const top = (bands: { points: number }[]) => Math.max(...bands.map((b) => b.points));

/** The figures the page's description and answers quote, from the points table, for the locale. */
export function calculatorFigures(locale: Locale): Record<string, string> {
  const rules = currentRuleTable;
  const n = (value: number) => formatNumber(locale, value);
  const bands = rules.age.value;
  const best = bands.reduce((a, b) => (b.points > a.points ? b : a));
  const last = bands[bands.length - 1]!;
  // Every table ends its age bands at the age limit (tests/unit/points-rules.test.ts).
  const ageLimit = last.below!;
  return {
    passMark: n(rules.passMark.value),
    ageLimit: n(ageLimit),
    since: new Intl.DateTimeFormat(localeInfo[locale].tag, {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${rules.effectiveFrom}T00:00:00Z`)),
    nomination190: n(rules.nomination.value['190']),
    nomination491: n(rules.nomination.value['491']),
    // Ages in completed years: "25 to 32" for the band from 25 to under 33.
    bestFrom: n(best.min),
    bestTo: n((best.below ?? ageLimit) - 1),
    bestPoints: n(best.points),
    lastFrom: n(last.min),
    lastTo: n(ageLimit - 1),
    lastPoints: n(last.points),
    overseasMax: n(top(rules.overseasWork.value)),
    australianMax: n(top(rules.australianWork.value)),
    window: n(WORK_WINDOW_YEARS),
    cap: n(rules.workCap.value),
  };
}

/** The calculator's words in the locale, with the dates it quotes formatted here. */
export function calculatorMessages(locale: Locale) {
  return clientMessages(locale, 'calculator', {
    medium: QUOTED_DATES,
    long: [currentRuleTable.checked],
  });
}

/** The points test's questions and answers, in the locale. */
export function pointsFaq(locale: Locale): { q: string; a: string }[] {
  const t = translator(locale, 'calculatorPage');
  const v = calculatorFigures(locale);
  return (['passMark', 'age', 'work', 'invite'] as const).map((id) => ({
    q: t(`faq.${id}Q`, v),
    a: t(`faq.${id}A`, v),
  }));
}

/** The PR points calculator page's body in any language (English at /pr-calculator). */
export function PrCalculatorBody({ locale }: { locale: Locale }) {
  const t = translator(locale, 'calculatorPage');
  const faq = pointsFaq(locale);
  const path = localizedPath(locale, '/pr-calculator');
  return (
    <>
      <TranslatedTop locale={locale} path="/pr-calculator">
        <Breadcrumbs crumbs={[{ name: t('crumb'), path }]} locale={locale} />
        <PageHero eyebrow={t('eyebrow')} title={t('title')}>
          {t('lead')}
        </PageHero>
      </TranslatedTop>
      <div className="mx-auto max-w-6xl px-4 py-10 pb-24 sm:px-6">
        <PointsCalculator chatNumber={phoneDigits()} messages={calculatorMessages(locale)} />
        <FaqList faq={faq} title={t('faqTitle')} />
        <CalculatorLinks locale={locale} />
      </div>
      <JsonLd
        data={[
          calculatorLd({
            name: t('title'),
            description: t('metaDescription', calculatorFigures(locale)),
            path,
          }),
          faqLd(faq),
        ]}
      />
    </>
  );
}
