import Link from 'next/link';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { CtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { siteConfig } from '@/lib/config/site';

/** The about page's body, rendered as a static part (app/(marketing)/parts.tsx). */
export function AboutBody() {
  const { claims, marn } = siteConfig;
  return (
    <>
      <Breadcrumbs crumbs={[{ name: 'About', path: '/about' }]} />
      <PageHero eyebrow="About us" title="Migration advice you can check and trust">
        Since {claims.foundedYear} we have helped applicants from South Asia and around the world
        plan and lodge Australian visa applications.
      </PageHero>
      <div className="prose-content mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h2>Who we are</h2>
        <p>
          {siteConfig.name} is a team of registered migration agents and case officers. Our
          principal agent is registered with the Office of the Migration Agents Registration
          Authority (MARN {marn.number}); you can check any agent on the{' '}
          <a href={marn.registerUrl} target="_blank" rel="noopener noreferrer">
            official register of migration agents
          </a>
          .
        </p>
        <h2>How we work</h2>
        <ul>
          <li>
            A first assessment that tells you honestly whether you qualify and what is missing.
          </li>
          <li>A written service agreement and a fixed fee before any paid work starts.</li>
          <li>
            Consultations by video, phone or WhatsApp, at times that suit India, Pakistan and
            Bangladesh.
          </li>
          <li>Your documents stay in your private dashboard, seen only by you and your agent.</li>
        </ul>
        <h2>What we will never do</h2>
        <p>
          No agent can guarantee a visa: the decision belongs to the Department of Home Affairs. We
          will not promise an outcome, submit documents we believe are false, or advise you to work
          against your visa conditions. Our obligations are set out in the{' '}
          <a href={marn.codeOfConductUrl} target="_blank" rel="noopener noreferrer">
            Code of Conduct for registered migration agents
          </a>
          .
        </p>
        <h2>Start here</h2>
        <p>
          Check your points with the{' '}
          <Link href="/pr-calculator" prefetch={false}>
            PR points calculator
          </Link>
          , read our{' '}
          <Link href="/blog" prefetch={false}>
            visa guides
          </Link>
          , or{' '}
          <Link href="/book-consultation" prefetch={false}>
            book a consultation
          </Link>
          .
        </p>
      </div>
      <CtaBand />
    </>
  );
}
