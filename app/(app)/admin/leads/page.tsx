import Link from 'next/link';
import { When } from '@/components/time/when';
import { Pager } from '@/components/admin/pager';
import { requireAdmin } from '@/lib/auth/server';
import { listAgents } from '@/lib/admin/team';
import { leadFilterSchema, listLeads, type LeadFilters } from '@/lib/leads/agent';
import { LEAD_STATUSES } from '@/lib/leads/constants';
import { buildMetadata } from '@/lib/seo/metadata';
import { buttonVariants } from '@/components/ui/button';

export const metadata = buildMetadata({
  title: 'Leads',
  description: 'Contact, call-back and consultation requests.',
  path: '/admin/leads',
  noIndex: true,
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const KIND_LABEL = {
  contact: 'Message',
  callback: 'Call back',
  consultation: 'Consultation',
} as const;

function query(f: LeadFilters, patch: Partial<LeadFilters>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...f, ...patch }))
    if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

export default async function LeadsPage({ searchParams }: Props) {
  const admin = await requireAdmin('/admin/leads');
  const raw = Object.fromEntries(
    Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
  );
  const filters = leadFilterSchema.parse(raw);
  const [{ rows, total, page, pages }, agents] = await Promise.all([
    listLeads(admin, filters),
    listAgents(admin),
  ]);
  const names = new Map(
    agents.map((a) => [a.id, a.id === admin.id ? 'Me' : a.name || a.email || '']),
  );
  const control = 'h-10 rounded-md border border-input bg-background px-2 text-sm';

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          Leads <span className="text-muted-foreground text-base font-normal">({total})</span>
        </h1>
        <a
          href={`/admin/leads/export${query(filters, { page: undefined })}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Export CSV
        </a>
      </div>
      <form
        method="get"
        className="border-border bg-background mt-6 flex flex-wrap items-end gap-3 rounded-lg border p-4"
        aria-label="Filter leads"
      >
        <label className="text-sm">
          <span className="block font-medium">Search</span>
          <input
            name="q"
            defaultValue={filters.q}
            placeholder="Name, e-mail, phone…"
            className={`${control} w-56`}
          />
        </label>
        <label className="text-sm">
          <span className="block font-medium">Kind</span>
          <select name="kind" defaultValue={filters.kind ?? ''} className={control}>
            <option value="">All</option>
            {Object.entries(KIND_LABEL).map(([k, l]) => (
              <option key={k} value={k}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block font-medium">Status</span>
          <select name="status" defaultValue={filters.status ?? ''} className={control}>
            <option value="">All</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block font-medium">From</span>
          <input type="date" name="from" defaultValue={filters.from} className={control} />
        </label>
        <label className="text-sm">
          <span className="block font-medium">To</span>
          <input type="date" name="to" defaultValue={filters.to} className={control} />
        </label>
        <label className="flex h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="assigned"
            value="me"
            defaultChecked={filters.assigned === 'me'}
            className="size-4"
          />
          Assigned to me
        </label>
        <button type="submit" className={buttonVariants({ size: 'sm' })}>
          Apply
        </button>
        <Link
          href="/admin/leads"
          className="text-primary inline-flex min-h-11 items-center text-sm underline"
        >
          Clear
        </Link>
      </form>

      <div className="border-border bg-background mt-6 overflow-x-auto rounded-lg border">
        <table className="w-full text-sm" data-testid="leads-table">
          <thead className="bg-muted text-left">
            <tr>
              <th className="p-3">Received</th>
              <th className="p-3">Kind</th>
              <th className="p-3">Name</th>
              <th className="p-3">Contact</th>
              <th className="p-3">Visa</th>
              <th className="p-3">Status</th>
              <th className="p-3">Assigned to</th>
            </tr>
          </thead>
          <tbody className="divide-border divide-y">
            {rows.map((l) => (
              <tr key={l.id}>
                <td className="p-3 whitespace-nowrap">
                  <When at={l.createdAt} />
                </td>
                <td className="p-3">{KIND_LABEL[l.kind]}</td>
                <td className="p-3">
                  <Link
                    href={`/admin/leads/${l.id}`}
                    className="text-primary font-medium hover:underline"
                  >
                    {l.fullName}
                  </Link>
                </td>
                <td className="p-3">
                  {l.email}
                  <br />
                  {l.phone}
                </td>
                <td className="p-3">{l.visaInterest}</td>
                <td className="p-3">
                  <span className="bg-muted rounded px-2 py-0.5">{l.status}</span>
                </td>
                <td className="p-3">{l.assignee ? (names.get(l.assignee) ?? 'An agent') : ''}</td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={7} className="text-muted-foreground p-6 text-center">
                  No leads match these filters.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        pages={pages}
        hrefFor={(p) => `/admin/leads${query(filters, { page: p })}`}
        previous="← Newer"
        next="Older →"
      />
    </div>
  );
}
