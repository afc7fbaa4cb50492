import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ExperienceEstimator, FactorCheck } from '@/components/calculator/kind-extras';
import type { FactorId } from '@/components/calculator/factor-check';
import { PointsCalculator } from '@/components/calculator/points-calculator';
import { FaqList } from '@/components/content/faq-list';
import { JsonLd } from '@/components/json-ld';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { PageHero } from '@/components/site/page-hero';
import { calculatorPath, calculators } from '@/lib/config/calculators';
import { phoneDigits } from '@/lib/config/links';
import { getOccupation, occupationWords, type Occupation } from '@/lib/occupations';
import { calculatorLd } from '@/lib/seo/calculator-ld';
import { faqLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';
import { calculatorMessages } from '../../pr-calculator/pr-calculator-body';
import { CalculatorLinks } from '../_components/calculator-links';
import { OccupationFacts } from './occupation-facts';
import { factorPages, visaCalculatorPages } from './page-content';

type Params = { params: Promise<{ slug: string }> };

/**
 * Only the pages built from generateStaticParams exist. An unknown slug matches no route, so it is
 * answered by app/[...missing] (logged once, full 404 page in the server HTML) instead of a
 * notFound() thrown while rendering, which Next 16 answers with an empty error shell.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return calculators.map((c) => ({ slug: c.slug }));
}

function occupationCopy(o: Occupation) {
  const codes = o.anzsco.map((c) => c.code).join(', ');
  const assessor = o.assessingAuthorities.map((a) => a.name).join(' or ');
  const words = occupationWords[o.slug];
  return {
    title: `${o.title} Points Calculator for Australian PR`,
    description: words.description,
    faq: [
      {
        q: `Who assesses ${words.people} for migration?`,
        a: `${assessor} assesses ANZSCO ${codes}. Apply to the assessor before you lodge an Expression of Interest.`,
      },
      {
        q: 'Which visas can I apply for with this occupation?',
        a: `With a suitable assessment: ${o.visas.map((v) => v.subclass).join(', ')}${o.excludedVisas?.length ? `. Not the ${o.excludedVisas.map((v) => v.subclass).join(' or ')}.` : '.'}${o.unconfirmedVisas?.length ? ` We could not confirm the occupation lists the ${o.unconfirmedVisas.map((v) => v.subclass).join(', ')} need: check the official list.` : ''} Lists and state criteria change, so check before you apply.`,
      },
      {
        q: 'Can I claim all my work experience?',
        a: 'Only experience your assessor counts as skilled, in the last 10 years, paid and at least 20 hours a week. Your assessment letter gives the date from which work counts.',
      },
    ],
  };
}

function pageCopy(slug: string) {
  const calc = calculators.find((c) => c.slug === slug);
  if (!calc) return null;
  if (calc.kind === 'visa') return { calc, ...visaCalculatorPages[slug as '189' | '190' | '491'] };
  if (calc.kind === 'factor') return { calc, ...factorPages[slug as FactorId] };
  const occupation = getOccupation(slug);
  return occupation ? { calc, ...occupationCopy(occupation) } : null;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const copy = pageCopy((await params).slug);
  if (!copy) return {};
  return buildMetadata({
    title: copy.title,
    description: copy.description,
    keywords: ['points calculator', copy.calc.title, 'Australia PR'],
    path: calculatorPath(copy.calc.slug),
  });
}

export default async function CalculatorPage({ params }: Params) {
  const { slug } = await params;
  const copy = pageCopy(slug);
  if (!copy) {
    notFound();
  }
  const path = calculatorPath(slug);
  const occupation = copy.calc.kind === 'occupation' ? getOccupation(slug) : undefined;

  return (
    <>
      <Breadcrumbs
        crumbs={[
          { name: 'Calculators', path: '/calculators' },
          { name: copy.calc.title, path },
        ]}
      />
      <PageHero eyebrow="Calculator" title={copy.title}>
        {copy.calc.kind === 'occupation' ? copy.description : 'intro' in copy ? copy.intro : null}
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 pb-24 sm:px-6">
        {copy.calc.kind === 'visa' && 'visa' in copy && (
          <>
            <PointsCalculator
              preset={{ visa: copy.visa }}
              chatNumber={phoneDigits()}
              messages={calculatorMessages('en')}
            />
            <p className="text-sm">
              Read about the visa:{' '}
              <Link href={`/visas/${copy.visaSlug}`} className="text-primary underline">
                {copy.title.replace(' Points Calculator', '')}
              </Link>
              .
            </p>
          </>
        )}
        {copy.calc.kind === 'factor' && 'sections' in copy && (
          <div className="grid gap-8 lg:grid-cols-2">
            <FactorCheck factor={slug as FactorId} />
            <div className="space-y-6">
              {copy.sections.map((s) => (
                <section key={s.heading}>
                  <h2 className="text-xl font-bold">{s.heading}</h2>
                  <ul className="text-muted-foreground mt-2 list-disc space-y-1 pl-5">
                    {s.points.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </div>
        )}
        {occupation && (
          <>
            <OccupationFacts occupation={occupation} />
            {occupation.workDeduction.kind === 'acs' && (
              <ExperienceEstimator workDeduction={occupation.workDeduction} />
            )}
            <div>
              <h2 className="mb-4 text-2xl font-bold">Your points: {occupation.title}</h2>
              <PointsCalculator
                messages={calculatorMessages('en')}
                chatNumber={phoneDigits()}
                preset={occupation.presets}
                professionalYearAvailable={occupation.professionalYearAvailable}
              />
            </div>
          </>
        )}
        <FaqList faq={copy.faq} />
        <CalculatorLinks current={slug} />
      </div>
      <JsonLd
        data={[
          calculatorLd({ name: copy.title, description: copy.description, path }),
          faqLd(copy.faq),
        ]}
      />
    </>
  );
}
