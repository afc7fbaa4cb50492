import Link from 'next/link';
import { responderLine } from '@/lib/assessments/responder';
import { notFound } from 'next/navigation';
import { AssessmentTimeline } from '@/components/assessments/assessment-timeline';
import { requireAdmin } from '@/lib/auth/server';
import { getAssessmentForAgent } from '@/lib/assessments/agent';
import { assessmentTypeNames, statusLabels } from '@/lib/assessments/constants';
import { displayValue } from '@/lib/assessments/display';
import { rulesChangedNotice } from '@/lib/assessments/recheck';
import { When } from '@/components/time/when';
import { documentCategories } from '@/lib/config/document-checklist';
import { STATUS_LABELS } from '@/lib/documents/format';
import { assessmentForms } from '@/lib/assessments/forms';
import { buildMetadata } from '@/lib/seo/metadata';
import { CheckedResult } from './_components/checked-result';
import { AssessmentControls } from './assessment-controls';

export const metadata = buildMetadata({
  title: 'Review assessment',
  description: 'Review and respond to an assessment.',
  path: '/admin/assessments',
  noIndex: true,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export default async function AdminAssessmentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdmin(`/admin/assessments/${id}`);
  if (!UUID.test(id)) notFound();
  const data = await getAssessmentForAgent(admin, id);
  if (!data) notFound();
  const { assessment: a, client, events, documents } = data;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        <Link
          href="/admin/assessments"
          className="text-primary inline-flex min-h-11 items-center text-sm underline"
        >
          ← All assessments
        </Link>
        <h1 className="text-2xl font-bold">
          {assessmentTypeNames[a.type]} assessment: {client?.fullName ?? client?.email ?? 'client'}
        </h1>
        <p className="text-muted-foreground" data-testid="admin-assessment-status">
          {statusLabels[a.status]} · sent{' '}
          {a.submittedAt ? <When at={a.submittedAt} dateOnly /> : 'not yet'} ·{' '}
          <Link href={`/admin/clients/${a.clientId}`} className="underline">
            Client file
          </Link>
        </p>
        {rulesChangedNotice(a) && (
          <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            Re-checked by the scheduled job ({a.recheckFromRules} → {a.recheckToRules}):{' '}
            {rulesChangedNotice(a)}
          </p>
        )}
        <CheckedResult type={a.type} answers={a.answers} result={a.result} />
        {a.infoResponse && (
          <div className="rounded-md border p-4">
            <p className="font-semibold">Client’s answer to “{a.infoRequest}”</p>
            <p className="mt-1 whitespace-pre-line">{a.infoResponse}</p>
          </div>
        )}
        {a.agentResponse && (
          <div className="bg-muted/40 rounded-md p-4">
            <p className="font-semibold">Response sent</p>
            <p className="mt-1 whitespace-pre-line">{a.agentResponse}</p>
            <p className="text-muted-foreground mt-2 text-sm">{responderLine(a)}</p>
            {a.status === 'responded' && (
              <Link
                href={`/admin/engagements/new?client=${a.clientId}&assessment=${a.id}`}
                className="text-primary mt-2 inline-block text-sm font-medium underline"
              >
                Offer an engagement (services and fees)
              </Link>
            )}
          </div>
        )}
        {assessmentForms[a.type].steps.map((s) => (
          <section key={s.id} className="border-border rounded-lg border p-4">
            <h2 className="font-semibold">{s.title}</h2>
            <dl className="mt-2 space-y-2 text-sm">
              {s.fields.map((f) => (
                <div key={f.name}>
                  <dt className="text-muted-foreground">{f.label}</dt>
                  <dd className="break-words">{displayValue(f, a.answers[f.name])}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <section className="border-border rounded-lg border p-4 text-sm">
          <h2 className="font-semibold">Consents</h2>
          <ul className="mt-2">
            {Object.entries(a.consents).map(([k, c]) => (
              <li key={k}>
                {k}: {c.agreed ? 'agreed' : 'not agreed'}{' '}
                {c.at && `(${new Date(c.at).toISOString()})`}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <aside className="space-y-6">
        <AssessmentControls id={a.id} status={a.status} />
        <section className="text-sm">
          <h2 className="font-semibold">Client’s documents</h2>
          {documents.length === 0 ? (
            <p className="text-muted-foreground mt-1">None uploaded.</p>
          ) : (
            <ul className="mt-1 space-y-1">
              {documents.map((d) => (
                <li key={d.id}>
                  {documentCategories[d.category].label} · {STATUS_LABELS[d.status]} ·{' '}
                  <When at={d.createdAt} dateOnly />
                </li>
              ))}
            </ul>
          )}
        </section>
        <AssessmentTimeline events={events} showAgentOnly />
      </aside>
    </div>
  );
}
