import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { CalculatorEstimate } from '@/components/assessments/calculator-estimate';
import { GeneralInfoNotice } from '@/components/assessments/general-info-notice';
import { requireUser } from '@/lib/auth/server';
import { getMyAssessment } from '@/lib/assessments/client-service';
import { assessmentTypeNames } from '@/lib/assessments/constants';
import { displayValue } from '@/lib/assessments/display';
import { assessmentForms } from '@/lib/assessments/forms';
import { answerApplies } from '@/lib/assessments/forms/applies';
import { calculatorEstimate, calculatorNotes } from '@/lib/assessments/forms/estimates';
import type { FieldDef } from '@/lib/assessments/forms/kit';
import { resumeStepId, stepVersion } from '@/lib/assessments/forms/progress';
import { buildMetadata } from '@/lib/seo/metadata';
import { AssessmentStepForm } from '../../_sections/assessments/assessments-step-form';
import { answerInfoAction, saveStepAction, submitAction } from './actions';

export const metadata = buildMetadata({
  title: 'Your free assessment',
  description: 'Answer the questions for your free visa assessment.',
  path: '/dashboard/assessments',
  noIndex: true,
});

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ step?: string }> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ACK: FieldDef = {
  name: 'acknowledgeGeneralInfo',
  label: 'I have read this notice and want to send my answers to a registered migration agent.',
  kind: 'checkbox',
};
const INFO: FieldDef = { name: 'infoResponse', label: 'Your answer', kind: 'textarea' };

export default async function AssessmentFormPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { step: stepParam } = await searchParams;
  const user = await requireUser(`/dashboard/assessments/${id}`);
  if (!UUID.test(id)) notFound();
  const a = await getMyAssessment(user, id);
  if (!a) notFound();
  const tab = `/dashboard?tab=assessments&type=${a.type}`;
  const name = assessmentTypeNames[a.type];

  if (a.status === 'info_requested')
    return (
      <Shell title={`${name} assessment: your agent's question`} back={tab}>
        <blockquote className="border-primary bg-muted/40 border-l-4 p-4 whitespace-pre-line">
          {a.infoRequest}
        </blockquote>
        <AssessmentStepForm
          action={answerInfoAction.bind(null, a.id)}
          fields={[INFO]}
          values={{}}
          submitLabel="Send my answer"
        />
      </Shell>
    );
  if (a.status !== 'draft') redirect(tab);

  const form = assessmentForms[a.type];
  // No step, or one we do not know: where the client left off.
  const known = stepParam === 'review' || form.steps.some((s) => s.id === stepParam);
  const target = known ? stepParam : resumeStepId(form, a.answers);
  const index = form.steps.findIndex((s) => s.id === target);
  const isReview = target === 'review';
  // Every form has at least one step (tests/unit/assessment-schemas.test.ts).
  const step = form.steps[index === -1 ? 0 : index]!;
  const version = stepVersion(step, a.answers);
  const notes = isReview ? [] : calculatorNotes(step, a.answers);
  const position = isReview ? form.steps.length + 1 : form.steps.indexOf(step) + 1;
  const previous = isReview ? form.steps[form.steps.length - 1] : form.steps[position - 2];

  return (
    <Shell
      title={`${name} assessment`}
      back={tab}
      progress={`Step ${position} of ${form.steps.length + 1}: ${isReview ? 'Check and send' : step.title}`}
    >
      <CalculatorEstimate estimate={calculatorEstimate(a.answers)} />
      <GeneralInfoNotice />
      {isReview ? (
        <>
          {form.steps.map((s) => (
            <section
              key={s.id}
              aria-labelledby={`r-${s.id}`}
              className="border-border rounded-lg border p-4"
            >
              <div className="flex items-baseline justify-between gap-4">
                <h2 id={`r-${s.id}`} className="font-semibold">
                  {s.title}
                </h2>
                <Link
                  href={`/dashboard/assessments/${a.id}?step=${s.id}`}
                  className="text-primary text-sm underline"
                >
                  Change<span className="sr-only"> {s.title}</span>
                </Link>
              </div>
              <dl className="mt-2 space-y-2 text-sm">
                {s.fields
                  .filter((f) => answerApplies(a.type, f.name, a.answers))
                  .map((f) => (
                    <div key={f.name}>
                      <dt className="text-muted-foreground">{f.label}</dt>
                      <dd className="break-words">{displayValue(f, a.answers[f.name])}</dd>
                    </div>
                  ))}
              </dl>
            </section>
          ))}
          <AssessmentStepForm
            action={submitAction.bind(null, a.id)}
            fields={[ACK]}
            values={{}}
            submitLabel="Send to my agent"
          />
        </>
      ) : (
        <>
          {step.intro && <p className="text-muted-foreground">{step.intro}</p>}
          {notes.length > 0 && (
            <div
              className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
              data-testid="calculator-estimates"
            >
              {notes.map((n) => (
                <p key={n}>{n}</p>
              ))}
            </div>
          )}
          {/* A new step or a newer saved copy mounts a new form: its fields and its action
              state start from what is saved, never from the step shown before. */}
          <AssessmentStepForm
            key={`${step.id}:${version}`}
            action={saveStepAction.bind(null, a.id, step.id)}
            fields={step.fields}
            values={a.answers}
            step={{ id: step.id, version }}
            submitLabel="Save and continue"
          />
        </>
      )}
      <p className="text-muted-foreground text-sm">
        Your answers are saved at every step: you can stop and come back from any device.
        {previous && (
          <>
            {' '}
            <Link href={`/dashboard/assessments/${a.id}?step=${previous.id}`} className="underline">
              Back to “{previous.title}”
            </Link>
          </>
        )}
      </p>
    </Shell>
  );
}

function Shell({
  title,
  back,
  progress,
  children,
}: {
  title: string;
  back: string;
  progress?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
      <Link
        href={back}
        className="text-primary inline-flex min-h-11 items-center text-sm underline"
      >
        ← Your assessments
      </Link>
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {progress && (
          <p className="text-muted-foreground mt-1" data-testid="assessment-progress">
            {progress}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}
