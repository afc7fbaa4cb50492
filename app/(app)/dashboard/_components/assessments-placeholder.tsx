import Link from 'next/link';

export const assessmentTypes = {
  'permanent-residency': { name: 'Permanent Residency', start: '/pr-calculator' },
  'student-visa': { name: 'Student Visa', start: '/visas/student-visa-500' },
  'business-visa': { name: 'Business Visa', start: '/visas/business-innovation-188' },
} as const;

/** Until the assessments issue lands: the spec's URLs work and say what to do meanwhile. */
export function AssessmentsPlaceholder({ type }: { type: keyof typeof assessmentTypes }) {
  return (
    <section className="border-border bg-background rounded-lg border p-6">
      <h2 className="text-lg font-semibold">{assessmentTypes[type].name} assessments</h2>
      <p className="text-muted-foreground mt-2">
        You have no assessments yet. Start with our free tools, then book a consultation and your
        agent will record the assessment here.
      </p>
      <Link
        href={assessmentTypes[type].start}
        className="text-primary mt-4 inline-block font-medium underline"
      >
        Start here
      </Link>
    </section>
  );
}
