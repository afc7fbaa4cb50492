import Link from 'next/link';
import { requireAdmin } from '@/lib/auth/server';
import {
  depositRequestList,
  heldBalances,
  invoiceList,
  lastReconciliation,
  unbilledWork,
} from '@/lib/billing/queries';
import { STAGE_LABELS } from '@/lib/matters/labels';
import type { MatterStage } from '@/lib/matters/constants';
import { formatAud } from '@/lib/engagements/fees';
import { INVOICE_STATUS_LABELS } from '@/lib/billing/labels';
import { buildMetadata } from '@/lib/seo/metadata';
import { AGENCY_TIME_ZONE, formatCalendarDate } from '@/lib/time/format';
import { dateInZone } from '@/lib/time/zones';
import { When } from '@/components/time/when';

export const metadata = buildMetadata({
  title: 'Billing',
  description: 'The clients’ account: deposits asked for, money held, invoices unpaid.',
  path: '/admin/billing',
  noIndex: true,
});

const card = 'border-border bg-background rounded-lg border p-4';

/**
 * /admin/billing (portal.md Part 3): what the clients' account needs today. Reads as the agent
 * (RLS: agents at aal2 read every row); deposit requests and receipts are made on each matter's
 * page, where the money belongs.
 */
export default async function AdminBillingPage() {
  const agent = await requireAdmin('/admin/billing');
  // Due dates are calendar dates in Sydney, like the matters' deadlines.
  const today = dateInZone(new Date(), AGENCY_TIME_ZONE);
  const [requests, held, unpaid, recon, unbilled, drafts] = await Promise.all([
    depositRequestList(agent, { openOnly: true }),
    heldBalances(agent),
    invoiceList(agent, { unpaidOnly: true }),
    lastReconciliation(agent),
    unbilledWork(agent),
    invoiceList(agent, { draftsOnly: true }),
  ]);
  const totalHeld = held.reduce((sum, h) => sum + h.heldCents, 0);
  return (
    <div>
      <h1 className="text-2xl font-bold">Billing</h1>
      <p className="text-muted-foreground mt-1 text-sm">
        The clients’ account: {formatAud(totalHeld)} held in all. Today in Sydney is{' '}
        {formatCalendarDate(today)}.
      </p>
      <p className="mt-2 flex gap-4 text-sm">
        <Link href="/admin/billing/ledger" className="text-primary font-medium underline">
          Ledger and CSV export
        </Link>
        <Link href="/admin/billing/reconcile" className="text-primary font-medium underline">
          Reconcile with the bank statement
        </Link>
      </p>
      <div className="mt-6 grid gap-4 xl:grid-cols-2">
        <section className={card} aria-labelledby="due-h" data-testid="billing-deposits">
          <h2 id="due-h" className="mb-2 font-semibold">
            Deposit requests open{' '}
            <span className="text-muted-foreground text-sm">({requests.length})</span>
          </h2>
          {requests.length === 0 ? (
            <p className="text-muted-foreground text-sm">None.</p>
          ) : (
            <ul className="divide-border divide-y text-sm">
              {requests.map((r) => {
                const overdue = r.dueOn < today;
                return (
                  <li key={r.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <span className="min-w-0">
                      <Link
                        href={`/admin/matters/${r.matterId}#money`}
                        className="text-primary font-medium break-words underline"
                      >
                        {r.reference}
                      </Link>{' '}
                      <span className="break-words">{r.description}</span>
                    </span>
                    <span className="whitespace-nowrap">
                      {formatAud(r.amount)} ·{' '}
                      <span className={overdue ? 'font-semibold text-red-700' : undefined}>
                        {overdue ? 'overdue since' : 'due'} {formatCalendarDate(r.dueOn)}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section className={card} aria-labelledby="held-h" data-testid="billing-held">
          <h2 id="held-h" className="mb-2 font-semibold">
            Money held per client and matter
          </h2>
          {held.length === 0 ? (
            <p className="text-muted-foreground text-sm">Nothing is held.</p>
          ) : (
            <ul className="divide-border divide-y text-sm">
              {held.map((h) => (
                <li key={h.matterId} className="flex justify-between gap-2 py-2">
                  <span className="min-w-0 break-words">
                    <Link
                      href={`/admin/matters/${h.matterId}#money`}
                      className="text-primary underline"
                    >
                      {h.matterTitle}
                    </Link>{' '}
                    ·{' '}
                    <Link href={`/admin/clients/${h.clientId}`} className="text-primary underline">
                      client
                    </Link>
                  </span>
                  <span className="font-semibold whitespace-nowrap">{formatAud(h.heldCents)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={card} aria-labelledby="unpaid-h" data-testid="billing-unpaid">
          <h2 id="unpaid-h" className="mb-2 font-semibold">
            Invoices unpaid
          </h2>
          {unpaid.length === 0 ? (
            <p className="text-muted-foreground text-sm">None.</p>
          ) : (
            <ul className="divide-border divide-y text-sm">
              {unpaid.map((i) => (
                <li key={i.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="min-w-0 break-words">
                    <Link
                      href={`/admin/billing/invoices/${i.id}`}
                      className="text-primary underline"
                    >
                      {i.number}
                    </Link>{' '}
                    · {i.clientName || 'Client'} · {INVOICE_STATUS_LABELS[i.status]}
                  </span>
                  <span className="whitespace-nowrap">
                    {formatAud(i.totalCents)}
                    {i.dueOn && <> · due {formatCalendarDate(i.dueOn)}</>}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={card} aria-labelledby="unbilled-h" data-testid="billing-unbilled">
          <h2 id="unbilled-h" className="mb-2 font-semibold">
            Work done, not yet invoiced
          </h2>
          {unbilled.length === 0 && drafts.length === 0 ? (
            <p className="text-muted-foreground text-sm">None.</p>
          ) : (
            <ul className="divide-border divide-y text-sm">
              {drafts.map((d) => (
                <li key={d.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <Link href={`/admin/billing/invoices/${d.id}`} className="text-primary underline">
                    Draft invoice · {d.clientName || 'Client'}
                  </Link>
                  <span className="whitespace-nowrap">{formatAud(d.totalCents)} · to issue</span>
                </li>
              ))}
              {unbilled.map((u) => (
                <li key={u.matterId} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="min-w-0 break-words">
                    <Link
                      href={`/admin/matters/${u.matterId}#money`}
                      className="text-primary underline"
                    >
                      {u.title}
                    </Link>{' '}
                    · {STAGE_LABELS[u.stage as MatterStage]}
                  </span>
                  <span className="whitespace-nowrap">
                    {formatAud(u.invoicedCents)} of {formatAud(u.feesCents)} invoiced ·{' '}
                    <Link
                      href={`/admin/billing/invoices/new?matter=${u.matterId}`}
                      className="text-primary underline"
                    >
                      invoice
                    </Link>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={card} aria-labelledby="recon-h" data-testid="billing-reconciliation">
          <h2 id="recon-h" className="mb-2 font-semibold">
            Last reconciliation
          </h2>
          {recon ? (
            <p className="text-sm">
              Locked through {formatCalendarDate(recon.lockedThrough)}: statement balance{' '}
              {formatAud(recon.statementBalance)}, recorded <When at={recon.createdAt} />.
            </p>
          ) : (
            <p className="text-muted-foreground text-sm">
              The clients’ account has not been reconciled yet.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
