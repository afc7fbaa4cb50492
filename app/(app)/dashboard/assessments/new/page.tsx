import { randomUUID } from 'node:crypto';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { buttonVariants } from '@/components/ui/button';
import { getCurrentUser, requireUser } from '@/lib/auth/server';
import { assessmentTypeNames } from '@/lib/assessments/constants';
import { buildMetadata } from '@/lib/seo/metadata';
import { CalculatorEstimate } from '@/components/assessments/calculator-estimate';
import { calculatorEstimate } from '@/lib/assessments/forms/estimates';
import { answersFromCalculator, calculatorTotal } from '@/lib/assessments/pr-result';
import { startAssessmentAction } from './actions';
import { encodeStart, startFromQuery } from './start-request';

export const metadata = buildMetadata({
  title: 'Start your free assessment',
  description: 'Start a free visa assessment.',
  path: '/dashboard/assessments/new',
  noIndex: true,
});

type Props = {
  searchParams: Promise<{ type?: string; from?: string; start?: string }>;
};

/**
 * "Save to my dashboard" (/pr-calculator) and other start links land here. Opening it never
 * starts anything (a link from any site could): it asks, and the button starts the draft. Signed
 * out, the person signs up or in first and comes back here, with what to start inside the link,
 * so it works whichever device opens the confirmation e-mail.
 */
export default async function NewAssessmentPage({ searchParams }: Props) {
  const start = startFromQuery(await searchParams);
  if (!start) redirect('/dashboard?tab=assessments&type=unknown');
  const self = `/dashboard/assessments/new?start=${encodeStart(start)}`;
  if (!(await getCurrentUser())) redirect(`/auth?mode=sign-up&next=${encodeURIComponent(self)}`);
  await requireUser(self);
  const name = assessmentTypeNames[start.type];
  // The calculator's total, shown at once; the draft keeps it with the time it was saved.
  const estimate =
    start.type === 'permanent-residency' && start.from
      ? calculatorEstimate(answersFromCalculator(start.from, null, calculatorTotal(start.from)))
      : null;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">Start your free {name.toLowerCase()} assessment</h1>
      <CalculatorEstimate estimate={estimate} />
      <p>
        {start.from
          ? 'We will fill in the answers you gave in the points calculator. They are your estimates: you check each one, and add the dates the calculator did not ask for.'
          : 'It takes about ten minutes, and your answers are saved at every step.'}
      </p>
      <form action={startAssessmentAction} className="flex flex-wrap items-center gap-4">
        <input type="hidden" name="type" value={start.type} />
        <input type="hidden" name="from" value={start.from} />
        <input type="hidden" name="requestId" value={randomUUID()} />
        <button type="submit" className={buttonVariants()}>
          Start my assessment
        </button>
        {start.from ? (
          // Not a link: "Not now" used to drop the calculator's answers. It keeps them as a draft.
          <button type="submit" name="later" value="1" className="min-h-11 underline">
            Not now, keep my answers for later
          </button>
        ) : (
          <Link href={`/dashboard?tab=assessments&type=${start.type}`} className="underline">
            Not now
          </Link>
        )}
      </form>
    </div>
  );
}
