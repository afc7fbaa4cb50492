import Link from 'next/link';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { CtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { visaGroups, visaPath } from '@/lib/config/visas';

const steps = [
  {
    title: 'Free initial assessment',
    text: 'Tell us your goal, age, English, education and work. We tell you which visas fit.',
  },
  {
    title: 'Consultation and plan',
    text: 'A 30-minute consultation with a registered agent: your options, risks, timeline and costs.',
  },
  {
    title: 'Documents and application',
    text: 'We prepare checklists, review every document and lodge your application.',
  },
  {
    title: 'Until the decision',
    text: 'We answer Home Affairs requests and keep you updated until a decision is made.',
  },
];

/** The services page's body, rendered as a static part (app/(marketing)/parts.tsx). */
export function ServicesBody() {
  return (
    <>
      <Breadcrumbs crumbs={[{ name: 'Services', path: '/services' }]} />
      <PageHero eyebrow="Services" title="Help with every Australian visa pathway">
        From a first points check to the grant letter, a registered migration agent handles your
        case.
      </PageHero>
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h2 className="text-2xl font-bold">How it works</h2>
        <ol className="mt-6 grid gap-5 md:grid-cols-4">
          {steps.map((s, i) => (
            <li key={s.title} className="card">
              <p className="text-primary text-sm font-bold">Step {i + 1}</p>
              <h3 className="mt-1 font-semibold">{s.title}</h3>
              <p className="text-muted-foreground mt-2 text-sm">{s.text}</p>
            </li>
          ))}
        </ol>
        <h2 className="mt-14 text-2xl font-bold">Visa services</h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2">
          {visaGroups.map((g) => (
            <li key={g.id} className="card">
              <h3 className="font-semibold">{g.name}</h3>
              <p className="text-muted-foreground mt-1 text-sm">{g.blurb}</p>
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {g.visas.map((v) => (
                  <li key={v.slug}>
                    <Link href={visaPath(v.slug)} prefetch={false} className="link">
                      {v.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <CtaBand />
    </>
  );
}
