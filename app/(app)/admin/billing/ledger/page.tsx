import Link from 'next/link';
import { requireAdmin } from '@/lib/auth/server';
import { LEDGER_KINDS } from '@/lib/billing/constants';
import { LEDGER_KIND_LABELS, PAYMENT_METHOD_LABELS } from '@/lib/billing/labels';
import {
  LEDGER_PAGE_ROWS,
  ledgerFilterSchema,
  ledgerQuery,
  ledgerView,
} from '@/lib/billing/ledger';
import { heldBalances } from '@/lib/billing/queries';
import { formatAud } from '@/lib/engagements/fees';
import { buildMetadata } from '@/lib/seo/metadata';
import { formatCalendarDate } from '@/lib/time/format';

export const metadata = buildMetadata({
  title: 'Clients’ account ledger',
  description: 'Every entry of the clients’ account, filterable, with CSV export.',
  path: '/admin/billing/ledger',
  noIndex: true,
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const input = 'border-input bg-background h-11 w-full rounded-md border px-3';

/**
 * /admin/billing/ledger: the clients' account, entry by entry (oldest first), filtered by matter,
 * client, kind and transaction dates; the balance held after each entry; the same rows as CSV.
 * A plain GET form, so it works without script and every view has its own URL.
 */
export default async function LedgerPage({ searchParams }: Props) {
  const agent = await requireAdmin('/admin/billing/ledger');
  const raw = Object.fromEntries(
    Object.entries(await searchParams).filter(([, v]) => typeof v === 'string' && v !== ''),
  ) as Record<string, string>;
  const f = ledgerFilterSchema.parse(raw);
  const dropped = Object.keys(raw).filter(
    (k) => k in ledgerFilterSchema.shape && f[k as keyof typeof f] === undefined,
  );
  const [view, matters] = await Promise.all([ledgerView(agent, f), heldBalances(agent)]);
  const reversed = new Set(view.entries.map((e) => e.reverses).filter(Boolean));
  const q = ledgerQuery(f);
  return (
    <div>
      <p className="text-sm">
        <Link href="/admin/billing" className="text-primary underline">
          ← Billing
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Clients’ account ledger</h1>
      <p className="text-muted-foreground mt-1 text-sm">
        Every receipt, payment, transfer, refund and reversal. Nothing here is ever changed or
        deleted: a mistake is reversed with its reason.
      </p>

      <form
        method="get"
        className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
        data-testid="ledger-filters"
      >
        {f.client && <input type="hidden" name="client" value={f.client} />}
        <label className="text-sm font-medium">
          Matter
          <select name="matter" defaultValue={f.matter ?? ''} className={`${input} mt-1`}>
            <option value="">All matters</option>
            {matters.map((m) => (
              <option key={m.matterId} value={m.matterId}>
                {m.matterTitle}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          Kind
          <select name="kind" defaultValue={f.kind ?? ''} className={`${input} mt-1`}>
            <option value="">All kinds</option>
            {LEDGER_KINDS.map((k) => (
              <option key={k} value={k}>
                {LEDGER_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          From
          <input type="date" name="from" defaultValue={f.from ?? ''} className={`${input} mt-1`} />
        </label>
        <label className="text-sm font-medium">
          To
          <input type="date" name="to" defaultValue={f.to ?? ''} className={`${input} mt-1`} />
        </label>
        <div className="flex items-end gap-3">
          <button
            type="submit"
            className="bg-primary text-primary-foreground h-11 rounded-md px-4 font-medium"
          >
            Show
          </button>
          <Link href="/admin/billing/ledger" className="text-primary text-sm underline">
            Clear
          </Link>
        </div>
      </form>
      {dropped.length > 0 && (
        <p className="mt-2 text-sm text-red-700" role="status">
          Left out a filter that is not valid ({dropped.join(', ')}): dates are year-month-day.
        </p>
      )}
      {f.client && (
        <p className="mt-2 text-sm">
          One client only ·{' '}
          <Link
            href={`/admin/billing/ledger${ledgerQuery({ ...f, client: undefined })}`}
            className="text-primary underline"
          >
            all clients
          </Link>
        </p>
      )}

      <p className="mt-4 flex flex-wrap gap-x-4 text-sm">
        <span data-testid="ledger-count">
          {view.entries.length} {view.entries.length === 1 ? 'entry' : 'entries'}
          {view.more && ` (the first ${LEDGER_PAGE_ROWS}: narrow the dates, or download them all)`}
        </span>
        {view.openingCents !== null && f.from && (
          <span>
            Held before {formatCalendarDate(f.from)}: {formatAud(view.openingCents)}
          </span>
        )}
        <a
          href={`/admin/billing/ledger/export${q}`}
          className="text-primary font-medium underline"
          data-testid="ledger-csv"
        >
          Download CSV for the accountant
        </a>
      </p>

      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[56rem] text-sm" data-testid="ledger-table">
          <thead>
            <tr className="border-border border-b text-left">
              <th className="py-2 pe-3">Date</th>
              <th className="py-2 pe-3">Client · matter</th>
              <th className="py-2 pe-3">Entry</th>
              <th className="py-2 pe-3 text-right">Amount</th>
              <th className="py-2 pe-3 text-right">Held after</th>
              <th className="py-2">Recorded by</th>
            </tr>
          </thead>
          <tbody className="divide-border divide-y">
            {view.entries.map((e) => (
              <tr key={e.id} data-testid="ledger-row" className="align-top">
                <td className="py-2 pe-3 whitespace-nowrap">
                  {formatCalendarDate(e.transactionDate)}
                </td>
                <td className="py-2 pe-3">
                  <Link
                    href={`/admin/billing/ledger${ledgerQuery({ ...f, client: e.clientId })}`}
                    className="text-primary underline"
                  >
                    {e.clientName || 'Client'}
                  </Link>
                  <span className="text-muted-foreground block">
                    <Link href={`/admin/matters/${e.matterId}#money`} className="underline">
                      {e.matterTitle}
                    </Link>
                  </span>
                </td>
                <td className="py-2 pe-3">
                  <span className="font-medium">{LEDGER_KIND_LABELS[e.kind]}</span>
                  {e.invoiceNumber && (
                    <>
                      {' '}
                      ·{' '}
                      <Link
                        href={`/admin/billing/invoices/${e.invoiceId}`}
                        className="text-primary underline"
                      >
                        invoice {e.invoiceNumber}
                      </Link>
                    </>
                  )}
                  <span className="text-muted-foreground block">
                    {[e.method && PAYMENT_METHOD_LABELS[e.method], e.reference]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  {e.reason && <span className="block break-words">{e.reason}</span>}
                  {e.reverses && (
                    <span className="text-muted-foreground block">Reverses an earlier entry</span>
                  )}
                  {reversed.has(e.id) && (
                    <span className="block text-amber-800" data-testid="ledger-reversed">
                      Reversed
                    </span>
                  )}
                </td>
                <td className="py-2 pe-3 text-right whitespace-nowrap">{formatAud(e.amount)}</td>
                <td className="py-2 pe-3 text-right whitespace-nowrap">
                  {e.balanceCents === null ? '—' : formatAud(e.balanceCents)}
                </td>
                <td className="py-2">{e.recordedBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {view.entries.length === 0 && (
          <p className="text-muted-foreground py-4 text-sm">No entries match.</p>
        )}
      </div>
    </div>
  );
}
