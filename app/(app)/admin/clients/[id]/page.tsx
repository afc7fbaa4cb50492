import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import { documentCategories } from '@/lib/config/document-checklist';
import { clientFile, documentHistory } from '@/lib/documents/queries';
import { formatDate } from '@/lib/documents/format';
import { CONTACT_LABELS } from '@/lib/profiles/constants';
import { buildMetadata } from '@/lib/seo/metadata';
import { History } from '@/components/documents/history';
import { AgentDocument } from './agent-document';
import { RequestForm } from './request-form';

export const metadata = buildMetadata({
  title: 'Client',
  description: 'A client’s file.',
  path: '/admin/clients',
  noIndex: true,
});

type Props = { params: Promise<{ id: string }> };

/** First version of the client page: a header and the documents section (issue 14 adds the rest). */
export default async function ClientPage({ params }: Props) {
  const { id } = await params;
  const agent = await requireAdmin(`/admin/clients/${id}`);
  if (!z.uuid().safeParse(id).success) notFound();
  const file = await clientFile(agent, id);
  if (!file) notFound();
  const history = await documentHistory(agent, id, 50);
  const { profile, documents, requests } = file;
  const open = requests.filter((r) => !r.fulfilledBy);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <Link href="/admin/clients" className="text-primary text-sm underline">
        ← All clients
      </Link>
      <header className="mt-3">
        <h1 className="text-2xl font-bold">{profile.fullName ?? 'Unnamed client'}</h1>
        <p className="text-muted-foreground text-sm break-all">
          {profile.email}
          {profile.phone && <> · {profile.phone}</>}
          {profile.preferredContact && <> · prefers {CONTACT_LABELS[profile.preferredContact]}</>}
        </p>
        <p className="text-muted-foreground text-sm">
          {[
            profile.country && `Lives in ${profile.country}`,
            profile.citizenship && `Citizen of ${profile.citizenship}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </header>

      <section className="mt-8">
        <h2 className="text-lg font-semibold">Documents</h2>
        <p className="text-muted-foreground text-sm">
          Opening a file records it in the audit log; the link works for 60 seconds.
        </p>
        {documents.length === 0 ? (
          <p className="text-muted-foreground mt-3 text-sm">No documents yet.</p>
        ) : (
          <ul className="mt-3 space-y-3" data-testid="agent-documents">
            {documents.map((d) => (
              <AgentDocument key={d.id} doc={d} />
            ))}
          </ul>
        )}
      </section>

      <section className="border-border bg-background mt-8 rounded-lg border p-5 sm:p-6">
        <h2 className="text-lg font-semibold">Ask for a document</h2>
        {open.length > 0 && (
          <ul className="mt-2 text-sm">
            {open.map((r) => (
              <li key={r.id}>
                Waiting: {documentCategories[r.category].label}
                {r.dueOn && <> (by {formatDate(r.dueOn)})</>}
              </li>
            ))}
          </ul>
        )}
        <RequestForm clientId={id} />
      </section>

      <div className="mt-8">
        <History entries={history} agentView />
      </div>
    </div>
  );
}
