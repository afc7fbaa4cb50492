import Link from 'next/link';
import type { CurrentUser } from '@/lib/auth/server';
import { depositRequestList, heldBalances } from '@/lib/billing/queries';
import { formatAud } from '@/lib/engagements/fees';
import { DEPOSIT_STATUS_LABELS } from '@/lib/billing/labels';
import { formatCalendarDate } from '@/lib/time/format';
import { DepositRequestForm, ReceiptForm } from './matter-money-forms';

/**
 * The matter page's "Money" section (issue 40): what is held for this matter, its deposit
 * requests, a receipt against each open one, and a new request. Its own reads, so the matter
 * page only places it; everything else about the clients' account is on /admin/billing.
 */
export async function MatterMoney({ agent, matterId }: { agent: CurrentUser; matterId: string }) {
  const [held, requests] = await Promise.all([
    heldBalances(agent, { matterId }),
    depositRequestList(agent, { matterId }),
  ]);
  const heldCents = held.reduce((sum, h) => sum + h.heldCents, 0);
  return (
    <section
      className="border-border bg-background rounded-lg border p-4 xl:col-span-2"
      aria-labelledby="money-h"
      id="money"
      data-testid="matter-money"
    >
      <h2 id="money-h" className="font-semibold">
        Money
      </h2>
      <p className="mt-1 text-sm">
        Held in the clients’ account for this matter:{' '}
        <strong data-testid="matter-held">{formatAud(heldCents)}</strong> ·{' '}
        <Link href="/admin/billing" className="text-primary underline">
          Billing
        </Link>
      </p>
      {requests.length > 0 && (
        <ul className="divide-border mt-3 divide-y text-sm" data-testid="matter-deposits">
          {requests.map((r) => (
            <li key={r.id} className="py-2" data-testid="matter-deposit">
              <p>
                <span className="font-mono font-semibold">{r.reference}</span> ·{' '}
                {formatAud(r.amount)} · due {formatCalendarDate(r.dueOn)} ·{' '}
                <span data-testid="matter-deposit-status">{DEPOSIT_STATUS_LABELS[r.status]}</span>
              </p>
              <p className="text-muted-foreground break-words">{r.description}</p>
              {r.status === 'open' && (
                <ReceiptForm
                  matterId={matterId}
                  depositRequestId={r.id}
                  reference={r.reference}
                  amount={(r.amount / 100).toFixed(2)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 mb-2 text-sm font-semibold">
        Ask the client to pay into the clients’ account
      </h3>
      <DepositRequestForm matterId={matterId} />
    </section>
  );
}
