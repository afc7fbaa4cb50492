import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import { documentCategories } from '@/lib/config/document-checklist';
import { matterForAgent } from '@/lib/matters/queries';
import { DEADLINE_LABELS, OUTCOME_LABELS, STAGE_LABELS, visaName } from '@/lib/matters/labels';
import {
  APPROVAL_LODGE_STAGES,
  BEFORE_LODGING_STAGES,
  lodgeChecklist,
  READY_TO_LODGE,
} from '@/lib/matters/ready';
import { SUMMARY_STAGES } from '@/lib/matters/stages';
import { buildMetadata } from '@/lib/seo/metadata';
import { AGENCY_TIME_ZONE, formatCalendarDate } from '@/lib/time/format';
import { dateInZone } from '@/lib/time/zones';
import { When } from '@/components/time/when';
import {
  ConfirmDeadlineForm,
  DeadlineDoneButton,
  DeadlineForm,
  MatterNoteForm,
  MatterRequestForm,
  StageForm,
} from '../_components/matter-forms';
import { AgentFileUpload } from '../../_components/agent-file-upload';
import { Timeline, withRequestsAndDeadlines } from '@/components/matters/timeline';
import { MatterMoney } from '../_components/matter-money';
import { MembersPanel } from '../_components/members-panel';
import { membersOf } from '@/lib/matters/members';
import { depositRequestList, invoiceList } from '@/lib/billing/queries';
import { memberLabel } from '@/lib/matters/member-labels';

export const metadata = buildMetadata({
  title: 'Matter',
  description: 'A visa application, from preparation to decision.',
  path: '/admin/matters',
  noIndex: true,
});

type Props = { params: Promise<{ id: string }> };

const card = 'border-border bg-background rounded-lg border p-4';

export default async function AgentMatterPage({ params }: Props) {
  const { id } = await params;
  const agent = await requireAdmin(`/admin/matters/${id}`);
  if (!z.uuid().safeParse(id).success) notFound();
  const m = await matterForAgent(agent, id);
  if (!m) notFound();
  const [members, openRequests, unpaidInvoices] = await Promise.all([
    membersOf(agent, id),
    depositRequestList(agent, { matterId: id, openOnly: true }),
    invoiceList(agent, { matterId: id, unpaidOnly: true }),
  ]);
  const memberOptions = members.map((p) => ({ id: p.id, label: memberLabel(p) }));
  const whose = (memberId: string | null) =>
    memberOptions.find((p) => p.id === memberId)?.label ?? null;
  const summary = m.clientDocs.find((d) => d.id === m.summaryDocumentId);
  const checklist = lodgeChecklist(
    { ...m, money: { depositRequests: openRequests, invoices: unpaidInvoices } },
    dateInZone(new Date(), AGENCY_TIME_ZONE),
  );
  const missing = checklist.flatMap((c) => c.missing);
  return (
    <div>
      <Link
        href="/admin/matters"
        className="text-primary inline-flex min-h-11 items-center text-sm underline"
      >
        ← All matters
      </Link>
      <h1 className="mt-2 text-2xl font-bold break-words" data-testid="matter-title">
        {m.title}
      </h1>
      <p className="text-muted-foreground mt-1 text-sm">
        <Link href={`/admin/clients/${m.clientId}`} className="text-primary underline">
          {m.clientName || 'Client'}
        </Link>{' '}
        · {visaName(m.visaSubclass)} · opened <When at={m.createdAt} dateOnly />
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3" data-testid="matter-facts">
        <div>
          <dt className="text-muted-foreground">Stage</dt>
          <dd className="font-semibold" data-testid="matter-stage">
            {STAGE_LABELS[m.stage]}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Client approval</dt>
          <dd>{m.clientApprovedAt ? <When at={m.clientApprovedAt} /> : 'Not yet'}</dd>
        </div>
        {m.trn && (
          <div>
            <dt className="text-muted-foreground">TRN · lodged</dt>
            <dd>
              {m.trn} · {formatCalendarDate(m.lodgedOn)}
            </dd>
          </div>
        )}
        {m.outcome && (
          <div>
            <dt className="text-muted-foreground">Outcome</dt>
            <dd>
              {OUTCOME_LABELS[m.outcome]} · {formatCalendarDate(m.decidedOn)}
            </dd>
          </div>
        )}
        {m.retainUntil && (
          <div>
            <dt className="text-muted-foreground">Kept until</dt>
            <dd>{formatCalendarDate(m.retainUntil)}</dd>
          </div>
        )}
      </dl>

      <div className="mt-6 grid gap-4 xl:grid-cols-2">
        <section className={card} aria-labelledby="stage-h">
          <h2 id="stage-h" className="mb-3 font-semibold">
            Stage
          </h2>
          {/* The lodge move warns on what is missing; only the approval is the database's to refuse. */}
          {APPROVAL_LODGE_STAGES.includes(m.stage) && missing.length > 0 && (
            <div
              role="note"
              className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
              data-testid="lodge-warning"
            >
              <p className="font-semibold">Before you lodge, still missing:</p>
              <ul className="mt-1 list-disc pl-5">
                {missing.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </div>
          )}
          <StageForm key={m.stage} matterId={m.id} stage={m.stage} />
        </section>

        {BEFORE_LODGING_STAGES.includes(m.stage) && (
          <section className={card} aria-labelledby="ready-h" data-testid="lodge-checklist">
            <h2 id="ready-h" className="mb-2 font-semibold">
              {READY_TO_LODGE}?
            </h2>
            <ul className="space-y-2 text-sm">
              {checklist.map((c) => (
                <li key={c.key} data-testid={`lodge-check-${c.key}`} data-ok={c.ok}>
                  <span aria-hidden="true" className={c.ok ? 'text-green-700' : 'text-amber-700'}>
                    {c.ok ? '✓' : '!'}
                  </span>{' '}
                  <span className="font-medium">{c.label}</span>
                  <span className="sr-only">{c.ok ? ': done' : ': not yet'}</span>
                  {c.missing.length > 0 && (
                    <ul className="text-muted-foreground mt-1 list-disc pl-8">
                      {c.missing.map((line, i) => (
                        <li key={i}>{line}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}

        {SUMMARY_STAGES.includes(m.stage) && (
          <section className={card} aria-labelledby="summary-h">
            <h2 id="summary-h" className="mb-1 font-semibold">
              Application summary for the client to check
            </h2>
            <p className="text-muted-foreground mb-3 text-sm" data-testid="summary-current">
              {summary ? (
                <>
                  Attached:{' '}
                  <a
                    href={`/api/documents/${summary.id}/open`}
                    target="_blank"
                    rel="noopener"
                    className="text-primary underline"
                  >
                    {summary.originalName}
                  </a>
                  , uploaded <When at={summary.createdAt} />. A new summary clears the client’s
                  approval.
                </>
              ) : (
                'Upload it before moving the matter to client review. The client checks and approves this exact file.'
              )}
            </p>
            {/* The summary is a file the agent uploads (the database refuses a client's own). */}
            <AgentFileUpload
              clientId={m.clientId}
              matterId={m.id}
              summary
              label={
                summary
                  ? 'Upload a new summary (PDF or image)'
                  : 'Application summary (PDF or image)'
              }
              button="Upload summary"
            />
          </section>
        )}

        <section className={card} aria-labelledby="requests-h">
          <h2 id="requests-h" className="mb-2 font-semibold">
            Documents asked for on this matter
          </h2>
          {m.requests.length > 0 && (
            <ul className="mb-4 space-y-1 text-sm" data-testid="matter-requests">
              {m.requests.map((r) => (
                <li key={r.id}>
                  <span className="font-medium">{documentCategories[r.category].label}</span>
                  {whose(r.memberId) && <> · for {whose(r.memberId)}</>}
                  {r.dueOn && <> · due {formatCalendarDate(r.dueOn)}</>}
                  {' · '}
                  {r.cancelledAt ? (
                    'cancelled'
                  ) : r.fulfilledBy ? (
                    <a
                      href={`/api/documents/${r.fulfilledBy}/open`}
                      target="_blank"
                      rel="noopener"
                      className="text-primary underline"
                    >
                      received: open
                    </a>
                  ) : (
                    'waiting'
                  )}
                </li>
              ))}
            </ul>
          )}
          <MatterRequestForm matterId={m.id} members={memberOptions} />
        </section>

        <section className={card} aria-labelledby="deadlines-h">
          <h2 id="deadlines-h" className="mb-2 font-semibold">
            Deadlines
          </h2>
          {m.deadlines.length > 0 && (
            <ul className="divide-border mb-4 divide-y text-sm" data-testid="matter-deadlines">
              {m.deadlines.map((d) => (
                <li key={d.id} className="py-2">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className={d.doneAt ? 'line-through' : 'font-medium'}>
                        {DEADLINE_LABELS[d.kind]} · {formatCalendarDate(d.dueOn)}
                        {whose(d.memberId) && <> · for {whose(d.memberId)}</>}
                      </p>
                      <p className="text-muted-foreground text-xs">
                        {d.visibleToClient ? 'Shown to the client' : 'Agents only'}
                        {!d.confirmedAt && ' · proposed, not confirmed'}
                      </p>
                      {d.note && <p className="mt-1 break-words">{d.note}</p>}
                    </div>
                    <DeadlineDoneButton id={d.id} done={Boolean(d.doneAt)} />
                  </div>
                  {!d.confirmedAt && <ConfirmDeadlineForm id={d.id} dueOn={d.dueOn} />}
                </li>
              ))}
            </ul>
          )}
          <DeadlineForm matterId={m.id} members={memberOptions} />
        </section>

        <MatterMoney agent={agent} matterId={m.id} closed={m.stage === 'closed'} />
        <MembersPanel matterId={m.id} members={members} className={`${card} xl:col-span-2`} />

        <section className={`${card} xl:col-span-2`} aria-labelledby="timeline-h">
          <h2 id="timeline-h" className="mb-3 font-semibold">
            Timeline
          </h2>
          <MatterNoteForm matterId={m.id} />
          <div className="mt-4">
            <Timeline
              entries={withRequestsAndDeadlines(
                m.events,
                m.requests.filter((r) => !r.cancelledAt),
                m.deadlines,
              )}
            />
          </div>
        </section>

        {/* Messages and file notes for this matter: the messages feature renders its thread here. */}
        <section className={`${card} xl:col-span-2`} id="messages" data-slot="matter-messages">
          <h2 className="font-semibold">Messages</h2>
          <p className="text-muted-foreground mt-1 text-sm">
            <Link
              href={`/admin/messages?client=${m.clientId}&matter=${m.id}`}
              className="text-primary underline"
            >
              Messages and file notes with this client
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}
