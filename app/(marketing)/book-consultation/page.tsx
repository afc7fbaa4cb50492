import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { ConsultationTime } from '../_components/lead-form/consultation-time';
import { LeadForm } from '../_components/lead-form/lead-form';
import { ContactOptions } from '@/components/site/contact-options';
import { PageHero } from '@/components/site/page-hero';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  title: 'Book a 30-Minute Visa Consultation',
  description:
    'Book a 30-minute consultation with a registered migration agent about your Australian visa options: online scheduling, WhatsApp, or a call-back request.',
  keywords: [
    'book visa consultation',
    'migration agent consultation',
    'Australia visa appointment',
  ],
  path: '/book-consultation',
});

const expect = [
  'Which visas fit your age, English, education, work and family',
  'Your likely points score and how to raise it',
  'Documents you need and the order to get them in',
  'Realistic timelines and the government charges as of today',
];

export default function BookConsultationPage() {
  return (
    <>
      <Breadcrumbs crumbs={[{ name: 'Book Consultation', path: '/book-consultation' }]} />
      <PageHero
        eyebrow="Book a consultation"
        title="A 30-minute consultation with a registered migration agent"
      >
        Choose a time that suits you. Our hours are in Sydney time; the scheduling page shows times
        in yours.
      </PageHero>
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <ContactOptions />
        <section
          aria-labelledby="request-heading"
          className="border-border mt-12 rounded-lg border p-6"
        >
          <h2 id="request-heading" className="text-xl font-bold">
            Or ask us to arrange a time
          </h2>
          <p className="text-muted-foreground mt-1 mb-5 text-sm">
            Pick a day and a window in our Sydney business hours; we show your own time beside it.
            We confirm by e-mail or WhatsApp within one business day.
          </p>
          <LeadForm kind="consultation" extra={<ConsultationTime />} />
        </section>
        <h2 className="mt-12 text-2xl font-bold">What we cover</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {expect.map((e) => (
            <li key={e} className="border-border flex gap-2 rounded-md border p-4 text-sm">
              <span aria-hidden="true" className="text-success">
                ✓
              </span>
              {e}
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground mt-6 text-sm">
          Have your passport, English test results, qualifications and an outline of your work
          history ready.
        </p>
      </section>
    </>
  );
}
