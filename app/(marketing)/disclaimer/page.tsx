import Link from 'next/link';
import { LegalPage } from '@/components/site/legal-page';
import { siteConfig } from '@/lib/config/site';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  title: 'Disclaimer',
  description:
    'Our guides and calculators are general information, not migration advice. Visa rules, fees and processing times change often.',
  keywords: ['disclaimer', 'general information', 'not migration advice'],
  path: '/disclaimer',
});

export default function DisclaimerPage() {
  return (
    <LegalPage title="Disclaimer" path="/disclaimer" updated="2026-11-22">
      <p>
        The information on this website is general information about Australian visas. It is not
        migration advice and does not take your circumstances into account. Migration law, visa
        charges, occupation lists and processing times change often; each page shows the date it was
        last reviewed and links to official sources.
      </p>
      <h2>Calculators</h2>
      <p>
        The points and occupation calculators estimate a score from your answers using the points
        test as published on the review date. Your real score depends on evidence assessed by Home
        Affairs and assessing authorities on the day you are invited. A score that meets the pass
        mark does not mean you will be invited or granted a visa.
      </p>
      <h2>No guarantee</h2>
      <p>
        No migration agent can guarantee a visa outcome. Decisions are made by the Department of
        Home Affairs.
      </p>
      <h2>Get advice</h2>
      <p>
        For advice on your situation, speak to a registered migration agent (our MARN:{' '}
        {siteConfig.marn.number}).{' '}
        <Link href="/book-consultation" prefetch={false}>
          Book a consultation
        </Link>
        .
      </p>
    </LegalPage>
  );
}
