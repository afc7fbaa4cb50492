import { FaqList } from '@/components/content/faq-list';
import { PointsCalculator } from '@/components/calculator/points-calculator';
import { JsonLd } from '@/components/json-ld';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { PageHero } from '@/components/site/page-hero';
import { pointsFaq } from '@/lib/config/calculator-faq';
import { phoneDigits } from '@/lib/config/links';
import { calculatorLd } from '@/lib/seo/calculator-ld';
import { faqLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';
import { CalculatorLinks } from '../calculators/_components/calculator-links';

const description =
  'Free Australian PR points calculator for the 189, 190 and 491 visas: every factor explained, the 65 pass mark, the under-45 age gate and ways to add points.';

export const metadata = buildMetadata({
  title: 'PR Points Calculator for Australia (189, 190, 491)',
  description,
  keywords: [
    'PR points calculator',
    'Australia points calculator',
    '189 points',
    '190 points',
    '491 points',
  ],
  path: '/pr-calculator',
});

export default function PrCalculatorPage() {
  return (
    <>
      <Breadcrumbs crumbs={[{ name: 'PR Points Calculator', path: '/pr-calculator' }]} />
      <PageHero eyebrow="Calculator" title="Australian PR points calculator">
        Answer for the day you expect to be invited. Your total, the reason for each score and the
        ways to add points update as you type.
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-10 pb-24 sm:px-6">
        <PointsCalculator chatNumber={phoneDigits()} />
        <FaqList faq={pointsFaq} />
        <CalculatorLinks />
      </div>
      <JsonLd
        data={[
          calculatorLd({
            name: 'Australian PR points calculator',
            description,
            path: '/pr-calculator',
          }),
          faqLd(pointsFaq),
        ]}
      />
    </>
  );
}
