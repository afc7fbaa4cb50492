import Link from 'next/link';
import { requireAdmin } from '@/lib/auth/server';
import { ledgerBalanceOn, reconciliationList } from '@/lib/billing/ledger';
import { formatAud } from '@/lib/engagements/fees';
import { buildMetadata } from '@/lib/seo/metadata';
import { AGENCY_TIME_ZONE, formatCalendarDate } from '@/lib/time/format';
import { dateInZone } from '@/lib/time/zones';
import { When } from '@/components/time/when';
import { ReconcileForm } from './reconcile-form';

export const metadata = buildMetadata({
  title: 'Reconcile the clients’ account',
  description: 'Compare the bank statement with the ledger, then lock the period.',
  path: '/admin/billing/reconcile',
  noIndex: true,
});

/**
 * /admin/billing/reconcile: the monthly check of the clients' account. The agent types the bank
 * statement's closing balance and date; the database compares it with the ledger to the cent and
 * locks the period when they agree (no entry can then be dated on or before it).
 */
export default async function ReconcilePage() {
  const agent = await requireAdmin('/admin/billing/reconcile');
  const today = dateInZone(new Date(), AGENCY_TIME_ZONE);
  const [past, heldToday] = await Promise.all([
    reconciliationList(agent),
    ledgerBalanceOn(agent, today),
  ]);
  return (
    <div className="max-w-3xl">
      <p className="text-sm">
        <Link href="/admin/billing" className="text-primary underline">
          ← Billing
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Reconcile the clients’ account</h1>
      <p className="text-muted-foreground mt-1 text-sm">
        Once a month, type the closing balance of the clients’ account from the bank statement. It
        must agree with the ledger to the cent; then every entry up to that date is locked.
        {past[0] && <> Last locked through {formatCalendarDate(past[0].lockedThrough)}.</>}
      </p>
      <p className="mt-3 text-sm">
        The ledger holds <strong data-testid="ledger-today">{formatAud(heldToday)}</strong> in all
        at the end of today ({formatCalendarDate(today)}).{' '}
        <Link href="/admin/billing/ledger" className="text-primary underline">
          See the entries
        </Link>
      </p>
      <div className="mt-4">
        <ReconcileForm today={today} />
      </div>
      <h2 className="mt-8 mb-2 font-semibold">Past reconciliations</h2>
      {past.length === 0 ? (
        <p className="text-muted-foreground text-sm">None yet.</p>
      ) : (
        <ul className="divide-border divide-y text-sm" data-testid="reconciliations">
          {past.map((r) => (
            <li key={r.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                Statement of {formatCalendarDate(r.statementDate)}:{' '}
                <strong>{formatAud(r.statementBalance)}</strong>, agreed and locked
              </span>
              <span className="text-muted-foreground">
                {r.by} · <When at={r.createdAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
