import Link from 'next/link';
import { retentionYears } from '@/lib/config/retention';
import { LegalPage } from '@/components/site/legal-page';
import { siteConfig } from '@/lib/config/site';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  title: 'Privacy Policy',
  description:
    'How we collect, use, store and share your personal information under the Australian Privacy Principles, and how to access or correct it.',
  keywords: ['privacy policy', 'Australian Privacy Principles'],
  path: '/privacy',
});

export default function PrivacyPage() {
  const { email } = siteConfig.contact;
  return (
    <LegalPage title="Privacy Policy" path="/privacy" updated="2026-11-23">
      <p>
        {siteConfig.name} handles personal information under the Privacy Act 1988 (Cth) and the
        Australian Privacy Principles (APPs). This policy says what we collect, why, who sees it and
        your choices.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Contact details you give us: name, e-mail, phone or WhatsApp number, country.</li>
        <li>
          What you tell us about your visa goals, and calculator answers you choose to send us.
        </li>
        <li>
          For clients with an account: profile details, documents you upload and assessment answers.
        </li>
        <li>
          Technical data needed to run the site securely (for example, a hashed network address used
          to stop spam).
        </li>
        <li>
          Two cookies, both needed for the site to work: a sign-in cookie for account holders, and
          one that notes your browser already has our stylesheet, so later pages download less. No
          advertising or tracking cookies.
        </li>
      </ul>
      <h2>Why we collect it</h2>
      <p>
        To answer your enquiry, give migration advice, prepare and lodge applications you ask us to,
        meet our legal obligations as registered migration agents, and keep the site secure. We send
        marketing only if you opt in, and you can opt out at any time.
      </p>
      <h2>Who sees it</h2>
      <p>
        Our registered migration agents and staff working on your matter; the Department of Home
        Affairs, assessing authorities and education providers when you instruct us to apply; and
        service providers who host our systems (database, file storage and e-mail), under contracts
        that protect your information. Some providers may store data outside Australia; we choose
        providers with safeguards comparable to the APPs.
      </p>
      <h2>How we protect it</h2>
      <p>
        Documents are kept in private storage that only you and our agents can open. Access is
        logged and limited to people who need it. We keep records for as long as the law requires
        and then delete them securely.
      </p>
      <h2>Where your documents are stored, and for how long</h2>
      <p>
        Files you upload in your dashboard go to a private file store with our database and hosting
        provider (Supabase), under a random name rather than your file name. They are never sent by
        e-mail. You and our agents open them only through links that stop working after about a
        minute, and every time an agent opens one it is recorded.
      </p>
      <p>
        The Code of Conduct for registered migration agents requires us to keep client records for 7
        years after the last action on your file. So if you remove a document that an agent has
        already reviewed, it disappears from your dashboard but we keep it until then, and delete it
        after that date. A document that no agent has reviewed yet is deleted straight away when you
        remove it. You can download everything we hold about you at any time from your dashboard
        (Profile, &ldquo;Download my data&rdquo;).
      </p>
      <p>
        When a file closes (your visa matter is closed, or a free assessment is closed without a
        matter), we keep it for {retentionYears} years from that day, then destroy it: the files
        first, then the records. If you close your account (Dashboard, Security), you are signed out
        everywhere and cannot sign in again, but we keep your file and the contact details that go
        with it until the same date, because the Code of Conduct requires it. Only if a legal
        dispute or review needs a file do we keep it longer, and only until that ends. We remind you
        by e-mail when a passport, English test, skills assessment or police certificate you gave us
        is about to expire; those e-mails say only which kind of document and the date.
      </p>
      <h2>Access, correction and complaints</h2>
      <p>
        You may ask for a copy of your information or ask us to correct it by e-mailing{' '}
        <a href={`mailto:${email}`}>{email}</a>. If you are unhappy with how we handled your
        information, tell us first; if we do not resolve it, you can contact the Office of the
        Australian Information Commissioner (oaic.gov.au).
      </p>
      <p>
        Questions?{' '}
        <Link href="/contact" prefetch={false}>
          Contact us
        </Link>
        .
      </p>
    </LegalPage>
  );
}
