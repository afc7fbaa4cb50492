import Link from 'next/link';
import { LegalPage } from '@/components/site/legal-page';
import { siteConfig } from '@/lib/config/site';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  title: 'Terms of Use',
  description:
    'The terms for using this website, its calculators, guides and client dashboard, and how our paid migration services are agreed.',
  keywords: ['terms of use', 'website terms'],
  path: '/terms',
});

export default function TermsPage() {
  return (
    <LegalPage title="Terms of Use" path="/terms" updated="2026-11-22">
      <p>
        By using this website you agree to these terms. If you do not agree, please do not use the
        site.
      </p>
      <h2>General information only</h2>
      <p>
        Guides, visa pages and calculators give general information. They are not migration advice
        for your situation. See our{' '}
        <Link href="/disclaimer" prefetch={false}>
          disclaimer
        </Link>
        .
      </p>
      <h2>Paid services</h2>
      <p>
        Migration services are provided only under a written agreement for services and fees, as the
        Code of Conduct for registered migration agents requires. Nothing on this site is an offer
        of a service at a price.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your password private. Upload only documents you are entitled to share, and tell us
        promptly if anything in your account is wrong. We may suspend accounts that are misused.
      </p>
      <h2>Content</h2>
      <p>
        The content of this site belongs to {siteConfig.name}. You may print or share pages for your
        own use; please link to them rather than copying them.
      </p>
      <h2>Law</h2>
      <p>These terms are governed by the law of New South Wales, Australia.</p>
    </LegalPage>
  );
}
