import Link from 'next/link';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { CtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { visaGroups, visaPath } from '@/lib/config/visas';
import { listVisaPages } from '@/lib/content';

/** The visas page's body, rendered as a static part (app/(marketing)/parts.tsx). */
export function VisasHubBody() {
  const pages = new Map(listVisaPages().map((v) => [v.slug, v]));
  return (
    <>
      <Breadcrumbs crumbs={[{ name: 'Visas', path: '/visas' }]} />
      <PageHero
        eyebrow="Visa services"
        title="Australian visas, grouped the way agents think about them"
      >
        Each page gives the current status, requirements, costs with their date, and official
        sources.
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2">
        {visaGroups.map((g) => (
          <section key={g.id} aria-labelledby={`group-${g.id}`} className="card">
            <h2 id={`group-${g.id}`} className="text-xl font-bold">
              {g.name}
            </h2>
            <p className="text-muted-foreground mt-1 text-sm">{g.blurb}</p>
            <ul className="mt-4 space-y-3">
              {g.visas.map((v) => {
                const page = pages.get(v.slug);
                return (
                  <li key={v.slug}>
                    <Link href={visaPath(v.slug)} prefetch={false} className="link font-medium">
                      {v.name}
                    </Link>
                    {page && page.status !== 'open' && (
                      <span className="bg-muted text-muted-foreground ml-2 rounded px-1.5 py-0.5 text-xs">
                        {page.status === 'limited' ? 'limited' : 'closed to new applicants'}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      <CtaBand />
    </>
  );
}
