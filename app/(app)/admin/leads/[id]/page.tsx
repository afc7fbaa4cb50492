import Link from 'next/link';
import { viewerTimeZone } from '@/lib/time/viewer-zone';
import { formatInstant } from '@/lib/time/format';
import { notFound } from 'next/navigation';
import { requireAdmin } from '@/lib/auth/server';
import { existingAccount } from '@/lib/admin/invite';
import { localeInfo } from '@/lib/i18n/locales';
import { listAgents } from '@/lib/admin/team';
import { getLeadWithNotes } from '@/lib/leads/agent';
import { buildMetadata } from '@/lib/seo/metadata';
import { ContactLinks } from './contact-links';
import { AssigneeForm, ClientAccount } from './lead-admin-controls';
import { NoteForm, StatusForm } from './lead-controls';

export const metadata = buildMetadata({
  title: 'Lead',
  description: 'Lead detail.',
  path: '/admin/leads',
  noIndex: true,
});

type Props = { params: Promise<{ id: string }> };

export default async function LeadPage({ params }: Props) {
  const { id } = await params;
  const admin = await requireAdmin(`/admin/leads/${id}`);
  const [found, agents] = await Promise.all([getLeadWithNotes(admin, id), listAgents(admin)]);
  if (!found) notFound();
  const { lead, notes } = found;
  const [zone, existing] = await Promise.all([
    viewerTimeZone(),
    lead.clientId ? null : existingAccount(admin, lead.email),
  ]);
  const facts: [string, string | null][] = [
    ['Kind', lead.kind],
    ['E-mail', lead.email],
    ['Phone / WhatsApp', lead.phone],
    ['Country', lead.country],
    ['Visa interest', lead.visaInterest],
    ['Preferred time', lead.preferredWindow],
    [
      'Their local time',
      lead.preferredTime && lead.timeZone
        ? `${formatInstant(lead.preferredTime, lead.timeZone)} (${lead.timeZone}); yours: ${formatInstant(lead.preferredTime, zone)}`
        : null,
    ],
    ['Received', formatInstant(lead.createdAt, zone)],
    ['Page', lead.sourcePage],
    // The language of the form the person filled in (the values above are English either way).
    ['Language', localeInfo[lead.locale].englishName],
    [
      'Campaign',
      Object.keys(lead.utm ?? {}).length
        ? Object.entries(lead.utm)
            .map(([k, v]) => `${k}=${v}`)
            .join(', ')
        : null,
    ],
    ['Marketing opt-in', lead.marketingConsent ? 'Yes' : 'No'],
  ];
  return (
    <div className="max-w-4xl">
      <Link
        href="/admin/leads"
        className="text-primary inline-flex min-h-11 items-center text-sm underline"
      >
        ← All leads
      </Link>
      <h1 className="mt-2 text-2xl font-bold" data-testid="lead-name">
        {lead.fullName}
      </h1>
      <div className="mt-3">
        <ContactLinks phone={lead.phone} email={lead.email} />
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_18rem]">
        <section className="border-border bg-background rounded-lg border p-5">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {facts
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k}>
                  <dt className="font-medium">{k}</dt>
                  <dd className="text-muted-foreground break-words">{v}</dd>
                </div>
              ))}
          </dl>
          {lead.message && (
            <div className="mt-4">
              <h2 className="text-sm font-medium">Message</h2>
              <p
                className="text-muted-foreground mt-1 text-sm whitespace-pre-wrap"
                data-testid="lead-message"
              >
                {lead.message}
              </p>
            </div>
          )}
        </section>
        <aside className="space-y-6">
          <div className="border-border bg-background rounded-lg border p-5">
            <StatusForm id={lead.id} status={lead.status} />
          </div>
          <div className="border-border bg-background rounded-lg border p-5">
            <AssigneeForm
              id={lead.id}
              assignee={lead.assignee}
              agents={agents.map((a) => ({ id: a.id, label: a.name || a.email || a.id }))}
            />
          </div>
          <div
            className="border-border bg-background rounded-lg border p-5"
            data-testid="lead-client"
          >
            <h2 className="mb-2 text-sm font-semibold">Client account</h2>
            <ClientAccount
              id={lead.id}
              email={lead.email}
              clientId={lead.clientId}
              existing={existing}
            />
          </div>
        </aside>
      </div>
      <section className="border-border bg-background mt-8 rounded-lg border p-5">
        <h2 className="font-semibold">Notes</h2>
        <ol className="mt-3 space-y-3 text-sm" data-testid="lead-notes">
          {notes.map((n) => (
            <li key={n.id} className="bg-muted/60 rounded-md p-3">
              <p className="whitespace-pre-wrap">{n.body}</p>
              <p className="text-muted-foreground mt-1 text-xs" data-testid="note-meta">
                {n.authorName || n.authorEmail || 'Unknown agent'} ·{' '}
                {formatInstant(n.createdAt, zone)}
              </p>
            </li>
          ))}
          {notes.length === 0 && <li className="text-muted-foreground">No notes yet.</li>}
        </ol>
        <div className="mt-4">
          <NoteForm id={lead.id} />
        </div>
      </section>
    </div>
  );
}
