import { siteConfig } from '@/lib/config/site';

const reasons = [
  {
    title: 'Registered migration agents',
    text: `Your case is handled by a registered migration agent (MARN ${siteConfig.marn.number}), bound by the Code of Conduct.`,
  },
  {
    title: 'Honest first assessment',
    text: 'We tell you plainly whether you qualify today, what is missing, and what it would cost, before you pay for anything.',
  },
  {
    title: 'Built for applicants abroad',
    text: 'Consultations by video or WhatsApp at times that suit India, Pakistan and Bangladesh, with Sydney hours shown side by side.',
  },
  {
    title: 'Documents kept safe',
    text: 'Upload documents to your private dashboard; only you and your agent can see them.',
  },
];

export function WhyChoose() {
  return (
    <section className="section" aria-labelledby="why">
      <h2 id="why" className="section-title">
        Why applicants choose us
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map((r) => (
          <li key={r.title} className="card">
            <h3 className="font-semibold">{r.title}</h3>
            <p className="text-muted-foreground mt-2 text-sm">{r.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
