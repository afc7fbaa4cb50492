import Link from 'next/link';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { claimItems } from '@/components/site/claims';
import { CtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  title: 'Our Work: The Kinds of Cases We Handle',
  description:
    'The kinds of Australian visa cases our registered migration agents handle: skilled PR with state nomination, partner visas, student visas and employer sponsorship.',
  keywords: ['visa case studies', 'skilled migration cases', 'partner visa cases'],
  path: '/portfolio',
});

/** Typical pathways, not client stories: we publish no client details without written consent. */
const cases = [
  {
    title: 'Software engineer from India: points, then state nomination',
    pathway: 'ACS assessment → English retest → Subclass 190',
    text: 'ACS deducted two years of experience, which lowered the work points. A higher English band and a state nomination closed the gap.',
    links: [
      { href: '/calculators/programmer', label: 'Programmer calculator' },
      { href: '/visas/state-sponsored-190', label: 'Subclass 190' },
    ],
  },
  {
    title: 'Registered nurse from Pakistan: registration first',
    pathway: 'AHPRA registration → ANMAC assessment → skilled visa',
    text: 'Registration with the nursing board came before the skills assessment; the plan sequenced the English test so it stayed valid for both.',
    links: [{ href: '/calculators/nurse', label: 'Nurse calculator' }],
  },
  {
    title: 'Graduate in Australia from Bangladesh: study to PR',
    pathway: 'Student 500 → Graduate 485 → Subclass 491',
    text: 'Australian study, regional study and a Professional Year each added points; the 485 gave time to gain Australian work experience.',
    links: [
      { href: '/visas/graduate-485', label: 'Subclass 485' },
      { href: '/visas/regional-491', label: 'Subclass 491' },
    ],
  },
  {
    title: 'Partner visa after an arranged marriage',
    pathway: 'Partner 309/100 lodged offshore',
    text: 'The relationship evidence was organised around the four aspects the department looks at: finances, household, social context and commitment.',
    links: [{ href: '/visas/partner-offshore-309-100', label: 'Partner 309/100' }],
  },
];

export default function PortfolioPage() {
  return (
    <>
      <Breadcrumbs crumbs={[{ name: 'Our work', path: '/portfolio' }]} />
      <PageHero eyebrow="Our work" title="The kinds of cases we handle every week">
        Typical pathways our agents plan. They are illustrations: we never publish a client’s
        details without written consent, and every case is decided on its own facts.
      </PageHero>
      <section aria-label="Our record" className="border-border border-b">
        <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-6 px-4 py-8 text-center sm:px-6 md:grid-cols-4">
          {claimItems().map((c) => (
            <div key={c.label}>
              <dt className="text-muted-foreground text-sm">{c.label}</dt>
              <dd className="text-primary order-first text-2xl font-extrabold">{c.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2">
        {cases.map((c) => (
          <article key={c.title} className="border-border rounded-lg border p-6">
            <h2 className="text-lg font-semibold">{c.title}</h2>
            <p className="text-primary mt-1 text-sm font-medium">{c.pathway}</p>
            <p className="text-muted-foreground mt-3 text-sm">{c.text}</p>
            <ul className="mt-4 flex flex-wrap gap-4 text-sm">
              {c.links.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} prefetch={false} className="link underline-offset-2">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </section>
      <CtaBand />
    </>
  );
}
