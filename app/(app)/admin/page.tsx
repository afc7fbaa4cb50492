import Link from 'next/link';
import { countClientAccounts } from '@/lib/admin/client-count';
import { requireAdmin } from '@/lib/auth/server';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  title: 'Admin Panel',
  description: 'Agency administration.',
  path: '/admin',
  noIndex: true,
});

export default async function AdminPage() {
  const admin = await requireAdmin('/admin');
  const clients = await countClientAccounts(admin);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold">Admin Panel</h1>
      <p className="text-muted-foreground mt-1" data-testid="admin-signed-in-as">
        Signed in as {admin.email} (admin)
      </p>
      <section className="mt-8 grid gap-6 sm:grid-cols-3">
        <div className="border-border bg-background rounded-lg border p-6">
          <p className="text-muted-foreground text-sm">Client accounts</p>
          <p className="text-3xl font-bold" data-testid="admin-client-count">
            {clients}
          </p>
        </div>
        <Link
          href="/admin/clients"
          className="border-border bg-background hover:border-primary rounded-lg border p-6"
        >
          <p className="text-muted-foreground text-sm">Clients and documents</p>
          <p className="text-primary text-lg font-semibold">Open the client list →</p>
        </Link>
        <Link
          href="/admin/leads"
          className="border-border bg-background hover:border-primary rounded-lg border p-6"
        >
          <p className="text-muted-foreground text-sm">Leads</p>
          <p className="text-primary text-lg font-semibold">Open the leads inbox →</p>
        </Link>
        <Link
          href="/admin/assessments"
          className="border-border bg-background hover:border-primary rounded-lg border p-6"
        >
          <p className="text-muted-foreground text-sm">Free assessments</p>
          <p className="text-primary text-lg font-semibold">Oldest waiting first →</p>
        </Link>
      </section>
    </div>
  );
}
