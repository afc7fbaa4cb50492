import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { ContactOptions } from '@/components/site/contact-options';
import { PageHero } from '@/components/site/page-hero';
import { siteConfig } from '@/lib/config/site';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  title: 'Contact Us or Request a Call Back',
  description:
    'Contact our registered migration agents by WhatsApp, phone or e-mail, or request a call back about your Australian visa. Mon–Fri 8 AM–6 PM Sydney time.',
  keywords: ['contact migration agent', 'request call back', 'visa enquiry'],
  path: '/contact',
});

export default function ContactPage() {
  const { address } = siteConfig.contact;
  return (
    <>
      <Breadcrumbs crumbs={[{ name: 'Contact', path: '/contact' }]} />
      <PageHero eyebrow="Contact" title="Talk to a registered migration agent">
        Ask a question, request a call back, or book a consultation. We answer every enquiry within one business day.
      </PageHero>
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <ContactOptions />
        <p className="mt-8 text-sm text-muted-foreground">
          Office: {address.street}, {address.locality} {address.region} {address.postalCode}, Australia. Visits by appointment.
        </p>
      </section>
    </>
  );
}
