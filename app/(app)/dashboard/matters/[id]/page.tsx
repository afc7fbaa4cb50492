import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { requireUser } from '@/lib/auth/server';
import { documentCategories } from '@/lib/config/document-checklist';
import {
  CLIENT_STEPS,
  clientStageSentence,
  clientStepIndex,
  clientStepLabel,
  DEADLINE_LABELS,
  visaName,
} from '@/lib/matters/labels';
import { myMatter } from '@/lib/matters/queries';
import { buildMetadata } from '@/lib/seo/metadata';
import { formatCalendarDate } from '@/lib/time/format';
import { cn } from '@/lib/utils';
import { When } from '@/components/time/when';
import { Timeline, withRequestsAndDeadlines } from '@/components/matters/timeline';
import { Uploader } from '@/components/documents/uploader';
import { ApproveForm } from './approve-form';
import { FamilyItems } from '@/components/matters/members-family';

export const metadata = buildMetadata({
  title: 'Your visa application',
  description: 'Where your visa application stands.',
  path: '/dashboard',
  noIndex: true,
});

type Props = { params: Promise<{ id: string }> };

const card = 'border-border bg-background rounded-lg border p-5';

/** What a stage change reads like to the client in their timeline. */
const CLIENT_STAGE_TEXT: Record<string, string> = {
  preparing: 'We started preparing your application',
  client_review: 'Your application was ready for you to check',
  lodged: 'Lodged with the Department of Home Affairs',
  info_requested: 'The Department asked for more information',
  decided: 'The Department made a decision',
  closed: 'We closed this matter',
};

/** Written by the database on approval (20261126120000_matters_rules.sql). */
const APPROVED_NOTE = 'The client approved the application: the information is correct.';

export default async function ClientMatterPage({ params }: Props) {
  const { id } = await params;
  const user = await requireUser(`/dashboard/matters/${id}`);
  if (!z.uuid().safeParse(id).success) notFound();
  const m = await myMatter(user, id);
  if (!m) notFound();
  // A family matter (members, or a member's own login) groups its items by person.
  const isHolder = m.clientId === user.id;
  const family = m.members.length > 0 || !isHolder;
  const viewer = {
    isHolder,
    memberId: isHolder ? null : (m.members.find((p) => p.userId === user.id)?.id ?? null),
  };
  const current = clientStepIndex(m.stage);
  const open = m.requests.filter((r) => !r.fulfilledBy);
  const dates = m.deadlines.filter((d) => !d.doneAt);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <Link
        href="/dashboard?tab=matters"
        className="text-primary inline-flex min-h-11 items-center text-sm underline"
      >
        ← Your visa applications
      </Link>
      <h1 className="mt-2 text-2xl font-bold break-words">{m.title}</h1>
      <p className="text-muted-foreground text-sm">{visaName(m.visaSubclass)}</p>

      <p className="mt-4 text-lg font-semibold" data-testid="matter-status" role="status">
        {clientStageSentence(m)}
      </p>
      {m.trn && (m.stage === 'lodged' || m.stage === 'info_requested' || m.outcome) && (
        <p className="text-muted-foreground text-sm">
          Transaction reference number (TRN): <span className="font-mono">{m.trn}</span>
        </p>
      )}

      {isHolder && (m.stage === 'decided' || m.stage === 'closed') && (
        <p className="mt-3 text-sm" data-testid="matter-statement">
          <a href={`/api/billing/statement?matter=${m.id}`} className="text-primary underline">
            Download your statement for this application (PDF)
          </a>
          : what you paid us, what we paid for you and anything we still hold.
        </p>
      )}

      <ol className="mt-6 grid gap-2 sm:grid-cols-4" aria-label="Steps" data-testid="stepper">
        {CLIENT_STEPS.map((step, i) => (
          <li
            key={step}
            aria-current={i === current ? 'step' : undefined}
            className={cn(
              'rounded-md border px-3 py-2 text-sm',
              i < current && 'border-primary/40 bg-primary/5',
              i === current && 'border-primary bg-primary font-semibold text-white',
              i > current && 'border-border text-muted-foreground',
            )}
          >
            <span className="sr-only">
              {i < current ? 'Done: ' : i === current ? 'Now: ' : 'Later: '}
            </span>
            {i < current ? '✓ ' : ''}
            {step === 'lodged' && m.lodgedOn
              ? `Lodged on ${formatCalendarDate(m.lodgedOn)}`
              : clientStepLabel(step)}
          </li>
        ))}
      </ol>

      <div className="mt-6 space-y-4">
        {m.stage === 'client_review' && isHolder && (
          <section className={cn(card, 'border-amber-300 bg-amber-50')} data-testid="review">
            <h2 className="text-lg font-semibold">Please check your application</h2>
            {m.clientApprovedAt ? (
              <p className="mt-2 text-sm">
                You approved it on <When at={m.clientApprovedAt} />. We will lodge it and tell you.
              </p>
            ) : (
              <>
                <p className="mt-2 text-sm">
                  Read the summary of your application carefully. Everything in it must be true and
                  complete: wrong information can lead to a refusal.
                </p>
                {m.summary && (
                  <>
                    <p className="mt-3 text-sm break-words" data-testid="summary-file">
                      Check your application summary:{' '}
                      <span className="font-medium">{m.summary.originalName}</span>, uploaded by
                      your agent on <When at={m.summary.createdAt} dateOnly />.
                    </p>
                    <a
                      href={`/api/documents/${m.summary.id}/open`}
                      target="_blank"
                      rel="noopener"
                      className="text-primary mt-2 inline-flex min-h-11 items-center font-medium underline"
                    >
                      Open the summary
                    </a>
                    {/* The approval is for this file: the database records its SHA-256. */}
                    <ApproveForm matterId={m.id} documentId={m.summary.id} />
                  </>
                )}
                <p className="mt-4 text-sm">
                  Something is wrong or missing?{' '}
                  {/* The messages feature opens this matter's thread here. */}
                  <Link
                    href={`/dashboard?tab=messages&matter=${m.id}`}
                    className="text-primary font-medium underline"
                    data-testid="ask-for-changes"
                  >
                    Ask us for changes
                  </Link>
                  .
                </p>
              </>
            )}
          </section>
        )}

        {family && <FamilyItems matter={m} viewer={viewer} className={card} />}

        {!family && (
          <section className={card} aria-labelledby="needs-h" data-testid="matter-needs">
            <h2 id="needs-h" className="text-lg font-semibold">
              What we need from you
            </h2>
            {open.length === 0 ? (
              <p className="text-muted-foreground mt-2 text-sm">Nothing right now. Thank you.</p>
            ) : (
              <>
                <ul className="mt-2 space-y-2 text-sm">
                  {open.map((r) => (
                    <li key={r.id}>
                      <span className="font-medium">{documentCategories[r.category].label}</span>
                      {r.dueOn && <> — please send it by {formatCalendarDate(r.dueOn)}</>}
                      {r.note && <p className="text-muted-foreground">“{r.note}”</p>}
                    </li>
                  ))}
                </ul>
                <div className="mt-4">
                  <Uploader defaultCategory={open[0]!.category} />
                </div>
              </>
            )}
            {m.requests.length > open.length && (
              <>
                <p className="mt-3 text-sm font-medium">Received</p>
                <ul className="text-sm" data-testid="matter-received">
                  {m.requests
                    .filter((r) => r.fulfilledBy)
                    .map((r) => (
                      <li key={r.id}>
                        <a
                          href={`/api/documents/${r.fulfilledBy}/open`}
                          target="_blank"
                          rel="noopener"
                          className="text-primary inline-flex min-h-11 items-center underline"
                        >
                          {documentCategories[r.category].label}
                        </a>
                      </li>
                    ))}
                </ul>
                <p className="text-muted-foreground mt-1 text-sm">
                  All your files are in{' '}
                  <Link href="/dashboard?tab=documents" className="text-primary underline">
                    your documents
                  </Link>
                  .
                </p>
              </>
            )}
          </section>
        )}

        {!family && (
          <section className={card} aria-labelledby="dates-h">
            <h2 id="dates-h" className="text-lg font-semibold">
              Key dates
            </h2>
            {dates.length === 0 ? (
              <p className="text-muted-foreground mt-2 text-sm">No dates to keep in mind yet.</p>
            ) : (
              <ul className="mt-2 space-y-2 text-sm" data-testid="key-dates">
                {dates.map((d) => (
                  <li key={d.id}>
                    <span className="font-medium">{formatCalendarDate(d.dueOn)}</span> ·{' '}
                    {DEADLINE_LABELS[d.kind]}
                    {d.note && <p className="text-muted-foreground break-words">{d.note}</p>}
                  </li>
                ))}
              </ul>
            )}
            <p className="text-muted-foreground mt-3 text-xs">
              Dates are Australian (Sydney) calendar dates: the Department counts days in Australia.
            </p>
          </section>
        )}

        <section className={card} aria-labelledby="timeline-h">
          <h2 id="timeline-h" className="mb-3 text-lg font-semibold">
            What has happened
          </h2>
          <Timeline
            entries={withRequestsAndDeadlines(
              m.events.map((e) =>
                e.note === APPROVED_NOTE ? { ...e, note: 'You approved the application.' } : e,
              ),
              m.requests,
              m.deadlines,
            )}
            stageText={(to) => CLIENT_STAGE_TEXT[to] ?? to}
          />
        </section>

        {/* The matter's thread is the account holder's; a member writes from their own Messages tab. */}
        <p className="text-sm">
          Questions?{' '}
          <Link
            href={isHolder ? `/dashboard?tab=messages&matter=${m.id}` : '/dashboard?tab=messages'}
            className="text-primary font-medium underline"
          >
            {isHolder ? 'Message us about this application' : 'Message us'}
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
