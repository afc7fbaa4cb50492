import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { LeadForm } from '../_components/lead-form/lead-form';
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
        Ask a question, request a call back, or book a consultation. We answer every enquiry within
        one business day.
      </PageHero>
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <ContactOptions />
        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <section
            aria-labelledby="message-heading"
            className="border-border rounded-lg border p-6"
          >
            <h2 id="message-heading" className="text-xl font-bold">
              Send us a message
            </h2>
            <p className="text-muted-foreground mt-1 mb-5 text-sm">
              Ask about any Australian visa. We reply within one business day.
            </p>
            <LeadForm kind="contact" />
          </section>
          <section
            aria-labelledby="callback-heading"
            className="border-border rounded-lg border p-6"
          >
            <h2 id="callback-heading" className="text-xl font-bold">
              Request a call back
            </h2>
            <p className="text-muted-foreground mt-1 mb-5 text-sm">
              Leave your number and we will call you, or reply on WhatsApp.
            </p>
            <LeadForm kind="callback" />
          </section>
        </div>
        <p className="text-muted-foreground mt-8 text-sm">
          Office: {address.street}, {address.locality} {address.region} {address.postalCode},
          Australia. Visits by appointment.
        </p>
      </section>
    </>
  );
}
