import Link from 'next/link';
import { When } from '@/components/time/when';
import { buttonVariants } from '@/components/ui/button';
import { requireAdmin } from '@/lib/auth/server';
import { auditFilterSchema, listAudit, type AuditFilters } from '@/lib/admin/audit';
import { AUDIT_ACTIONS, AUDIT_GROUPS, auditActionLabel } from '@/lib/admin/audit-actions';
import { auditCategoryLabel, auditValueLabel } from '@/lib/admin/audit-values';
import { listAgents } from '@/lib/admin/team';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  title: 'Audit log',
  description: 'Who saw and changed what.',
  path: '/admin/audit',
  noIndex: true,
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function query(f: AuditFilters, patch: Partial<AuditFilters>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...f, ...patch }))
    if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * The details worth a glance, in the portal's words (a stage reads as the matter pages say it);
 * ids, paths and codes stay in the CSV.
 */
function summary(
  action: string,
  details: Record<string, unknown>,
  names: Map<string, string>,
): string {
  const parts: string[] = [];
  // Lead assignments and links hold account ids: show an agent's name, else "an account".
  const show = (v: unknown) =>
    v === null || v === undefined
      ? '—'
      : /^[0-9a-f-]{36}$/.test(String(v))
        ? (names.get(String(v)) ?? 'an account')
        : auditValueLabel(action, String(v));
  if (details.from !== undefined || details.to !== undefined)
    parts.push(`${show(details.from)} → ${show(details.to)}`);
  if (details.category) parts.push(auditCategoryLabel(String(details.category)));
  if (details.role) parts.push(String(details.role));
  if (Array.isArray(details.fields)) parts.push(`fields: ${details.fields.join(', ')}`);
  if (details.rows !== undefined) parts.push(`${String(details.rows)} rows`);
  return parts.join(' · ');
}

export default async function AuditPage({ searchParams }: Props) {
  const admin = await requireAdmin('/admin/audit');
  const raw = Object.fromEntries(
    Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
  );
  const filters = auditFilterSchema.parse(raw);
  const [{ rows, page, hasNext }, agents] = await Promise.all([
    listAudit(admin, filters),
    listAgents(admin),
  ]);
  const names = new Map(agents.map((a) => [a.id, a.name || a.email || 'an agent']));
  const control = 'h-10 rounded-md border border-input bg-background px-2 text-sm';
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Audit log</h1>
        <a
          href={`/admin/audit/export${query(filters, { page: undefined })}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          data-testid="audit-export"
        >
          Export CSV
        </a>
      </div>
      <p className="text-muted-foreground mt-1 text-sm">
        Written by the database; nobody can change or delete an entry. Exports are recorded too.
      </p>
      <form
        method="get"
        aria-label="Filter the audit log"
        className="border-border bg-background mt-4 flex flex-wrap items-end gap-3 rounded-lg border p-4"
      >
        <label className="text-sm">
          <span className="block font-medium">Who</span>
          <select name="actor" defaultValue={filters.actor ?? ''} className={`${control} max-w-56`}>
            <option value="">Anyone</option>
            {agents.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name || a.email}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block font-medium">What</span>
          <select
            name="action"
            defaultValue={filters.action ?? ''}
            className={`${control} max-w-64`}
          >
            <option value="">Everything</option>
            <optgroup label="Groups">
              {Object.entries(AUDIT_GROUPS).map(([k, label]) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ))}
            </optgroup>
            <optgroup label="One action">
              {Object.entries(AUDIT_ACTIONS).map(([k, label]) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ))}
            </optgroup>
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
        {filters.client && <input type="hidden" name="client" value={filters.client} />}
        <button type="submit" className={buttonVariants({ size: 'sm' })}>
          Apply
        </button>
        <Link
          href="/admin/audit"
          className="text-primary inline-flex min-h-11 items-center text-sm underline"
        >
          Clear
        </Link>
      </form>
      {filters.client && (
        <p className="mt-2 text-sm">
          Showing entries about one client.{' '}
          <Link href={`/admin/clients/${filters.client}`} className="text-primary underline">
            Open their file
          </Link>{' '}
          ·{' '}
          <Link
            href={`/admin/audit${query(filters, { client: undefined, page: undefined })}`}
            className="text-primary underline"
          >
            All clients
          </Link>
        </p>
      )}
      <ol
        className="border-border bg-background divide-border mt-4 divide-y rounded-lg border text-sm"
        data-testid="audit-rows"
      >
        {rows.map((e) => (
          // The time gets a column wide enough for "28 Nov 2026, 11:59 pm AEDT" and may wrap
          // inside it; the middle column may shrink (minmax) so nothing overlaps at 1280 px.
          <li
            key={e.id}
            className="grid gap-1 p-3 md:grid-cols-[13rem_minmax(0,1fr)_14rem] md:gap-x-4"
          >
            <span className="text-muted-foreground" data-testid="audit-at">
              <When at={e.at} />
            </span>
            <span className="min-w-0 break-words" data-testid="audit-what">
              <span className="font-medium" data-action={e.action}>
                {auditActionLabel(e.action)}
              </span>
              {summary(e.action, e.details, names) && (
                <span className="text-muted-foreground">
                  {' '}
                  · {summary(e.action, e.details, names)}
                </span>
              )}
              {e.clientId && (
                <>
                  {' '}
                  ·{' '}
                  <Link href={`/admin/clients/${e.clientId}`} className="text-primary underline">
                    {e.client}
                  </Link>
                </>
              )}
            </span>
            <span className="break-words md:text-right" data-testid="audit-actor">
              {e.actor}{' '}
              <span className="text-muted-foreground text-xs whitespace-nowrap">
                ({e.actorRole}
                {e.actorId && (
                  <>
                    {' · '}
                    <span title={e.actorId} className="font-mono">
                      {e.actorId.slice(0, 8)}
                    </span>
                  </>
                )}
                )
              </span>
            </span>
          </li>
        ))}
        {rows.length === 0 && (
          <li className="text-muted-foreground p-4">Nothing matches these filters.</li>
        )}
      </ol>
      <nav aria-label="Pages" className="mt-4 flex items-center gap-4 text-sm">
        {page > 1 && (
          <Link
            href={`/admin/audit${query(filters, { page: page - 1 })}`}
            className="text-primary inline-flex min-h-11 items-center underline"
          >
            ← Newer
          </Link>
        )}
        <span>Page {page}</span>
        {hasNext && (
          <Link
            href={`/admin/audit${query(filters, { page: page + 1 })}`}
            className="text-primary underline"
          >
            Older →
          </Link>
        )}
      </nav>
    </div>
  );
}
