import Link from 'next/link';
import { requireAdmin } from '@/lib/auth/server';
import { clientList, expiringDocuments } from '@/lib/documents/queries';
import { documentCategories } from '@/lib/config/document-checklist';
import { formatDate } from '@/lib/documents/format';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  title: 'Clients',
  description: 'Every client account.',
  path: '/admin/clients',
  noIndex: true,
});

/** First version of the client list (issue 14 grows it): who, and how many files wait for review. */
export default async function ClientsPage() {
  const agent = await requireAdmin('/admin/clients');
  const [clients, expiring] = await Promise.all([clientList(agent), expiringDocuments(agent, 90)]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold">Clients</h1>
      {expiring.length > 0 && (
        <section className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm">
          <h2 className="font-semibold">Documents expiring within 90 days</h2>
          <ul className="mt-2 space-y-1">
            {expiring.map((d) => (
              <li key={d.id}>
                <Link href={`/admin/clients/${d.clientId}`} className="underline">
                  {d.clientName ?? 'Unnamed client'}
                </Link>
                : {documentCategories[d.category].label}, {formatDate(d.expiresOn)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ul className="mt-6 divide-y rounded-lg border" data-testid="client-list">
        {clients.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
            <div className="min-w-0">
              <Link href={`/admin/clients/${c.id}`} className="text-primary font-medium underline">
                {c.fullName ?? 'Unnamed client'}
              </Link>
              <p className="text-muted-foreground text-sm break-all">
                {c.email}
                {c.country ? ` · ${c.country}` : ''}
              </p>
            </div>
            {c.waiting > 0 && (
              <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                {c.waiting} to review
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
