import Link from 'next/link';
import { JsonLd } from '@/components/json-ld';
import { WhatsAppIcon } from '@/components/icons';
import { claimItems } from '@/components/site/claims';
import { CtaBand } from '@/components/site/cta-band';
import { buttonVariants } from '@/components/ui/button';
import { visaCallRequestText, whatsappHref } from '@/lib/config/links';
import { siteConfig } from '@/lib/config/site';
import { featuredVisaCategories, visaPath } from '@/lib/config/visas';
import { organizationLd, websiteLd } from '@/lib/seo/json-ld';
import { WhyChoose } from './why-choose';

/** The home page above the requirements explorer: structured data, hero, record, visa cards. */
export function HomeTop() {
  return (
    <>
      <section className="from-primary text-primary-foreground bg-gradient-to-br to-blue-800">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-blue-100 uppercase">
            {siteConfig.tagline}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Your Australian visa, planned properly from the first step
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-blue-50">
            Skilled PR, employer sponsorship, study, partner and family visas. Check your points,
            understand your options and get advice from a registered migration agent.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* No prefetch: it would load the booking page's form code on every home visit. */}
            <Link
              href="/book-consultation"
              prefetch={false}
              className={buttonVariants({ variant: 'accent', size: 'lg' })}
            >
              Book Now
            </Link>
            <a
              href={whatsappHref()}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'whatsapp', size: 'lg' })}
            >
              <WhatsAppIcon /> Request a Call Back
            </a>
            <Link
              href="/pr-calculator"
              prefetch={false}
              className={`${buttonVariants({ variant: 'outline', size: 'lg' })} border-white/60 bg-transparent text-white hover:bg-white/10`}
            >
              Calculate PR Points
            </Link>
          </div>
        </div>
      </section>

      <section aria-label="Our record" className="border-border border-b">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 text-center sm:px-6 md:grid-cols-4">
          {claimItems().map((c) => (
            <div key={c.label}>
              <dt className="text-muted-foreground text-sm">{c.label}</dt>
              <dd className="text-primary order-first text-3xl font-extrabold">{c.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="section" aria-labelledby="categories">
        <h2 id="categories" className="section-title">
          Visa categories
        </h2>
        <p className="text-muted-foreground mt-2 max-w-2xl">
          Start with the visa that fits your goal. Every page explains who it suits, what it costs
          and how to apply.
        </p>
        <ul
          className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          data-testid="visa-cards"
        >
          {featuredVisaCategories.map((v) => (
            <li key={v.slug} className="card visa-card">
              <h3>
                {/* Twelve cards would prefetch twelve pages on a phone's first load: fetch on tap instead. */}
                <Link href={visaPath(v.slug)} prefetch={false}>
                  {v.title}
                </Link>
              </h3>
              <p>{v.text}</p>
              <div>
                <Link
                  href="/book-consultation"
                  prefetch={false}
                  className={buttonVariants({ size: 'sm' })}
                >
                  Book Now<span className="sr-only">{` for ${v.title}`}</span>
                </Link>
                <a
                  href={whatsappHref(visaCallRequestText(v.callAbout))}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  Request Call<span className="sr-only">{` about ${v.title}`}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <JsonLd data={[organizationLd(), websiteLd()]} />
    </>
  );
}

/** The home page below the requirements explorer. */
export function HomeBottom() {
  return (
    <>
      <WhyChoose />
      <CtaBand />
    </>
  );
}
