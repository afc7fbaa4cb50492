import { randomUUID } from 'node:crypto';
import Link from 'next/link';
import { responderLine } from '@/lib/assessments/responder';
import { viewerTimeZone } from '@/lib/time/viewer-zone';
import { formatInstant } from '@/lib/time/format';
import { When } from '@/components/time/when';
import { AssessmentResultView } from '@/components/assessments/assessment-result';
import { AssessmentTimeline } from '@/components/assessments/assessment-timeline';
import { CalculatorEstimate } from '@/components/assessments/calculator-estimate';
import { buttonVariants } from '@/components/ui/button';
import type { CurrentUser } from '@/lib/auth/server';
import { listMyAssessments } from '@/lib/assessments/client-service';
import { rulesChangedNotice } from '@/lib/assessments/recheck';
import {
  assessmentTypeNames,
  statusLabels,
  type AssessmentType,
} from '@/lib/assessments/constants';
import { assessmentForms } from '@/lib/assessments/forms';
import { calculatorEstimate } from '@/lib/assessments/forms/estimates';
import { resumeStepId } from '@/lib/assessments/forms/progress';
import { whatsappHref } from '@/lib/config/links';
import { personLimits } from '@/lib/config/limits';
import { siteConfig } from '@/lib/config/site';
import { startAssessmentAction } from '../../assessments/new/actions';
import type { SectionProps } from '..';

/** Why starting an assessment did not work (startAssessmentAction redirects with `error`). */
const START_ERRORS: Record<string, string> = {
  start: 'We could not start your assessment just now. Please try again in a minute.',
  limit: `You have started ${personLimits.assessmentsStartedPerDay} assessments today, the most we take in one day. Please continue one of your drafts below, or start a new one tomorrow.`,
};

/** The tab as the registry shows it (only for a known type): a failed start's reason, then the list. */
export function AssessmentsSection({ user, query }: SectionProps) {
  const { error } = query;
  const startError = error && Object.hasOwn(START_ERRORS, error) ? START_ERRORS[error] : null;
  return (
    <>
      {startError && (
        <p
          role="alert"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
          data-testid="start-error"
        >
          {startError}
        </p>
      )}
      <AssessmentsTab
        user={user}
        type={query.type as AssessmentType}
        justSent={query.sent === '1'}
      />
    </>
  );
}

/** One type's assessments: start one, continue a draft, follow the rest to the agent's answer. */
export async function AssessmentsTab({
  user,
  type,
  justSent,
}: {
  user: CurrentUser;
  type: AssessmentType;
  justSent: boolean;
}) {
  const [list, zone] = await Promise.all([listMyAssessments(user, type), viewerTimeZone()]);
  const name = assessmentTypeNames[type];
  return (
    <section className="mt-8 space-y-6" aria-labelledby="assessments-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="assessments-heading" className="text-lg font-semibold">
          {name} assessments
        </h2>
        <form action={startAssessmentAction}>
          <input type="hidden" name="type" value={type} />
          {/* One draft per rendered form, however often it is sent (double click). */}
          <input type="hidden" name="requestId" value={randomUUID()} />
          {/* Wraps on a phone: on one line this label made the page 410 px wide at 375 px. */}
          <button
            type="submit"
            className={buttonVariants({
              className: 'h-auto min-h-10 max-w-full text-center whitespace-normal',
            })}
          >
            Start a free {name.toLowerCase()} assessment
          </button>
        </form>
      </div>
      {justSent && (
        <p role="status" className="border-success bg-success/10 rounded-md border p-4">
          Thank you. Your assessment was sent: an agent will answer, and we will e-mail you when
          they do.
        </p>
      )}
      {list.length === 0 && (
        <p className="text-muted-foreground">
          You have no {name.toLowerCase()} assessments yet. It takes about ten minutes, and your
          answers are saved at every step.
        </p>
      )}
      {list.map((a) => (
        <article
          key={a.id}
          className="border-border bg-background space-y-4 rounded-lg border p-4 sm:p-6"
          data-testid="assessment-card"
        >
          <header className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold">
              Started <When at={a.createdAt} dateOnly />
            </h3>
            <p className="text-sm font-medium" data-testid="assessment-status">
              {statusLabels[a.status]}
            </p>
          </header>
          {a.status === 'draft' && <CalculatorEstimate estimate={calculatorEstimate(a.answers)} />}
          {a.status === 'draft' && (
            <Link
              href={`/dashboard/assessments/${a.id}?step=${resumeStepId(assessmentForms[type], a.answers)}`}
              className={buttonVariants({ variant: 'outline' })}
            >
              Continue your answers
            </Link>
          )}
          {a.status === 'info_requested' && (
            <div className="border-primary rounded-md border-l-4 p-4">
              <p className="font-semibold">Your agent asks:</p>
              <p className="mt-1 whitespace-pre-line">{a.infoRequest}</p>
              <Link
                href={`/dashboard/assessments/${a.id}`}
                className={buttonVariants({ className: 'mt-3' })}
              >
                Answer the question
              </Link>
            </div>
          )}
          {a.agentResponse && (
            <div className="bg-muted/40 rounded-md p-4" data-testid="agent-response">
              <p className="font-semibold">Your agent’s response</p>
              <p className="mt-2 whitespace-pre-line">{a.agentResponse}</p>
              <p className="text-muted-foreground mt-3 text-sm">
                {responderLine(a)}
                {a.respondedAt && (
                  <>
                    {' · '}
                    <When at={a.respondedAt} dateOnly />
                  </>
                )}
              </p>
            </div>
          )}
          {rulesChangedNotice(a) && (
            <p
              role="status"
              className="rounded-md bg-amber-50 p-3 text-amber-900"
              data-testid="rules-changed"
            >
              {rulesChangedNotice(a)}
            </p>
          )}
          {/* After a rules change: the estimate under the rules in force now (the old one stays stored). */}
          {a.result && <AssessmentResultView result={a.recheckResult ?? a.result} />}
          {a.status !== 'draft' && <AssessmentTimeline events={a.events} />}
          {a.status !== 'draft' && (
            <div className="flex flex-wrap gap-3">
              <a
                href={siteConfig.schedulingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants()}
              >
                Book a consultation
              </a>
              <a
                href={whatsappHref(
                  `Hi! I sent a free ${name.toLowerCase()} assessment on ${formatInstant(a.submittedAt ?? a.createdAt, zone, { dateOnly: true })} and would like to talk about it.`,
                )}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: 'whatsapp' })}
              >
                Ask on WhatsApp
              </a>
            </div>
          )}
        </article>
      ))}
    </section>
  );
}
