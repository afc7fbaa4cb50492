import Link from 'next/link';
import { When } from '@/components/time/when';
import { Pager } from '@/components/admin/pager';
import { buttonVariants } from '@/components/ui/button';
import { requireAdmin } from '@/lib/auth/server';
import { clientFilterSchema, listClients, type ClientFilters } from '@/lib/admin/clients';
import { ASSESSMENT_STATUS_FILTERS, statusLabel } from '@/lib/admin/constants';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  title: 'Clients',
  description: 'Every client of the agency.',
  path: '/admin/clients',
  noIndex: true,
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function query(f: ClientFilters, patch: Partial<ClientFilters>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...f, ...patch }))
    if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

export default async function ClientsPage({ searchParams }: Props) {
  const admin = await requireAdmin('/admin/clients');
  const raw = Object.fromEntries(
    Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
  );
  const filters = clientFilterSchema.parse(raw);
  const { rows, total, page, pages } = await listClients(admin, filters);
  const control = 'h-10 rounded-md border border-input bg-background px-2 text-sm';
  return (
    <div>
      <h1 className="text-2xl font-bold">
        Clients <span className="text-muted-foreground text-base font-normal">({total})</span>
      </h1>
      <form
        method="get"
        aria-label="Find clients"
        className="border-border bg-background mt-4 flex flex-wrap items-end gap-3 rounded-lg border p-4"
      >
        <label className="text-sm">
          <span className="block font-medium">Search</span>
          <input
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder="Name, e-mail or phone"
            className={`${control} w-64 max-w-full`}
          />
        </label>
        <label className="text-sm">
          <span className="block font-medium">Has an assessment</span>
          <select name="status" defaultValue={filters.status ?? ''} className={control}>
            <option value="">Any</option>
            {ASSESSMENT_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {s === 'none' ? 'None yet' : statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonVariants({ size: 'sm' })}>
          Search
        </button>
        <Link
          href="/admin/clients"
          className="text-primary inline-flex min-h-11 items-center text-sm underline"
        >
          Clear
        </Link>
      </form>
      <ul className="mt-4 space-y-2 md:hidden" data-testid="clients-cards">
        {rows.map((c) => (
          <li key={c.id} className="border-border bg-background rounded-lg border p-3 text-sm">
            <Link href={`/admin/clients/${c.id}`} className="text-primary font-medium">
              {c.fullName || c.email}
            </Link>
            <p className="text-muted-foreground break-all">{c.email}</p>
            {c.phone && <p className="text-muted-foreground">{c.phone}</p>}
            <p className="mt-1">
              {c.latestStatus ? statusLabel(c.latestStatus) : 'No assessment'}
              {c.documentsWaiting > 0 && ` · ${c.documentsWaiting} to review`}
            </p>
          </li>
        ))}
      </ul>
      <div className="border-border bg-background mt-4 hidden overflow-x-auto rounded-lg border md:block">
        <table className="w-full text-sm" data-testid="clients-table">
          <thead className="bg-muted text-left">
            <tr>
              <th className="p-3">Name</th>
              <th className="p-3">Contact</th>
              <th className="p-3">Country</th>
              <th className="p-3">
                {filters.status && filters.status !== 'none'
                  ? 'Matching assessment'
                  : 'Latest assessment'}
              </th>
              <th className="p-3">To review</th>
              <th className="p-3">Joined</th>
            </tr>
          </thead>
          <tbody className="divide-border divide-y">
            {rows.map((c) => (
              <tr key={c.id}>
                <td className="p-3">
                  <Link
                    href={`/admin/clients/${c.id}`}
                    className="text-primary font-medium hover:underline"
                  >
                    {c.fullName || '(no name)'}
                  </Link>
                </td>
                <td className="p-3">
                  {c.email}
                  {c.phone && (
                    <>
                      <br />
                      {c.phone}
                    </>
                  )}
                </td>
                <td className="p-3">{c.country}</td>
                <td className="p-3">
                  {c.latestStatus ? (
                    <span className="bg-muted rounded px-2 py-0.5">
                      {statusLabel(c.latestStatus)}
                    </span>
                  ) : (
                    <span className="text-muted-foreground">none</span>
                  )}
                  {c.latestType && (
                    <span className="text-muted-foreground block text-xs">
                      {statusLabel(c.latestType)}
                    </span>
                  )}
                </td>
                <td className="p-3">{c.documentsWaiting || ''}</td>
                <td className="p-3 whitespace-nowrap">
                  <When at={c.createdAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && (
        <p className="text-muted-foreground mt-4 text-sm" data-testid="clients-empty">
          No clients match. Check the spelling, or search by part of the e-mail or phone number.
        </p>
      )}
      <Pager
        page={page}
        pages={pages}
        hrefFor={(p) => `/admin/clients${query(filters, { page: p })}`}
      />
    </div>
  );
}
