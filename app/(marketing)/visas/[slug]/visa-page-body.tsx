import Link from 'next/link';
import { FaqList } from '@/components/content/faq-list';
import { Prose } from '@/components/content/prose';
import { SourcesList } from '@/components/content/sources-list';
import { Toc } from '@/components/content/toc';
import { JsonLd } from '@/components/json-ld';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { CtaBand } from '@/components/site/cta-band';
import { calculators } from '@/lib/config/calculators';
import { visaCallRequestText, visaPageCallAbout } from '@/lib/config/links';
import { allVisas, visaGroups } from '@/lib/config/visas';
import { getPost, getVisaPage } from '@/lib/content';
import { formatCalendarDate } from '@/lib/time/format';
import { faqLd, serviceLd } from '@/lib/seo/json-ld';
import { VisaFacts } from './visa-facts';

/** A visa page's whole body, rendered as a static part (app/(marketing)/parts.tsx). */
export function VisaPageBody({ slug }: { slug: string }) {
  const visa = getVisaPage(slug);
  if (!visa) return null;
  const path = `/visas/${visa.slug}`;
  const menuItem = allVisas.find((v) => v.slug === visa.slug);
  const group = visaGroups.find((g) => g.id === menuItem?.groupId);
  const shortName = menuItem?.name ?? visa.title;
  const chatText = visaCallRequestText(visaPageCallAbout(visa.title));
  const relatedCalcs = visa.relatedCalculators.map((href) => ({
    href,
    title:
      href === '/pr-calculator'
        ? 'PR points calculator'
        : (calculators.find((c) => `/calculators/${c.slug}` === href)?.title ?? href),
  }));
  const posts = visa.relatedPosts.map(getPost).filter((p) => p !== undefined);

  return (
    <>
      <Breadcrumbs
        crumbs={[
          { name: 'Visas', path: '/visas' },
          { name: shortName, path },
        ]}
      />
      <article className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <header>
          {group && <p className="eyebrow">{group.name}</p>}
          <h1 className="page-title mt-1">{visa.title}</h1>
          <p className="text-muted-foreground mt-3 max-w-3xl text-lg">{visa.description}</p>
          <p className="text-muted-foreground mt-2 text-sm">
            Last reviewed{' '}
            <time dateTime={visa.lastReviewed}>
              {formatCalendarDate(visa.lastReviewed, { month: 'long' })}
            </time>
          </p>
        </header>
        <VisaFacts visa={visa} shortName={shortName} chatText={chatText} />
        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_16rem]">
          <div className="min-w-0">
            <Prose html={visa.html} />
            <FaqList faq={visa.faq} />
            <SourcesList sources={visa.sources} reviewed={visa.lastReviewed} />
          </div>
          <aside className="space-y-6 lg:sticky lg:top-20 lg:self-start">
            <Toc items={visa.toc} />
            {relatedCalcs.length > 0 && (
              <nav aria-label="Related calculators" className="side-box">
                <p className="font-semibold">Calculators</p>
                <ul>
                  {relatedCalcs.map((c) => (
                    <li key={c.href}>
                      <Link href={c.href} prefetch={false} className="link">
                        {c.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            {posts.length > 0 && (
              <nav aria-label="Related guides" className="side-box">
                <p className="font-semibold">Guides</p>
                <ul>
                  {posts.map((p) => (
                    <li key={p.slug}>
                      <Link href={`/blog/${p.slug}`} prefetch={false} className="link">
                        {p.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </aside>
        </div>
      </article>
      <CtaBand title={`Questions about the ${shortName}?`} chatText={chatText} />
      <JsonLd
        data={[
          serviceLd({
            name: `${visa.title}: advice and application help`,
            description: visa.description,
            path,
            serviceType: 'Migration advice',
          }),
          faqLd(visa.faq),
        ]}
      />
    </>
  );
}
