import Link from 'next/link';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { PageHero } from '@/components/site/page-hero';
import { buildMetadata } from '@/lib/seo/metadata';
import { CalculatorLinks } from './_components/calculator-links';

export const metadata = buildMetadata({
  title: 'Australian Visa Points and Occupation Calculators',
  description:
    'Free calculators for Australian skilled visas: the full PR points test, 189, 190 and 491, partner skills, Professional Year, NAATI CCL and ten occupations.',
  keywords: ['visa calculators', 'occupation points calculator', 'skilled visa calculator'],
  path: '/calculators',
});

export default function CalculatorsHubPage() {
  return (
    <>
      <Breadcrumbs crumbs={[{ name: 'Calculators', path: '/calculators' }]} />
      <PageHero eyebrow="Calculators" title="Points and occupation calculators">
        Start with the{' '}
        <Link href="/pr-calculator" className="text-primary underline">
          full PR points calculator
        </Link>
        , or pick a visa, a single factor or your occupation.
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 pb-12 sm:px-6">
        <CalculatorLinks />
      </div>
    </>
  );
}
