import Link from 'next/link';
import type { CurrentUser } from '@/lib/auth/server';
import { depositRequestList, heldBalances, invoiceList, ledger } from '@/lib/billing/queries';
import { formatAud } from '@/lib/engagements/fees';
import {
  DEPOSIT_STATUS_LABELS,
  INVOICE_STATUS_LABELS,
  LEDGER_KIND_LABELS,
} from '@/lib/billing/labels';
import { AGENCY_TIME_ZONE, formatCalendarDate } from '@/lib/time/format';
import { dateInZone } from '@/lib/time/zones';
import {
  CancelDepositForm,
  DepositRequestForm,
  PaymentOutForm,
  ReceiptForm,
  ReversalForm,
} from './matter-money-forms';

const details = 'border-border mt-3 rounded-md border p-3';
const summary =
  'text-primary flex min-h-11 cursor-pointer items-center text-sm font-medium underline';

/**
 * The matter page's "Money" section (issue 40): what is held for this matter; its deposit
 * requests (a receipt against each open one, or cancel it); its invoices (a new one, each one's
 * page for issuing, crediting and the transfer to the office); the entries of the clients' account
 * (each can be reversed with a reason); a payment out (the visa charge) and a refund. Its own
 * reads, so the matter page only places it; the whole account is on /admin/billing.
 */
export async function MatterMoney({
  agent,
  matterId,
  closed,
}: {
  agent: CurrentUser;
  matterId: string;
  /** A closed matter takes no new request or invoice (the database refuses them too). */
  closed?: boolean;
}) {
  const [held, requests, bills, entries] = await Promise.all([
    heldBalances(agent, { matterId }),
    depositRequestList(agent, { matterId }),
    invoiceList(agent, { matterId }),
    ledger(agent, { matterId }),
  ]);
  const today = dateInZone(new Date(), AGENCY_TIME_ZONE);
  const heldCents = held.reduce((sum, h) => sum + h.heldCents, 0);
  const reversed = new Set(entries.map((e) => e.reverses).filter(Boolean));
  const numberOf = new Map(bills.map((b) => [b.id, b.number]));
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
        <>
          <h3 className="mt-4 text-sm font-semibold">Deposit requests</h3>
          <ul className="divide-border divide-y text-sm" data-testid="matter-deposits">
            {requests.map((r) => (
              <li key={r.id} className="py-2" data-testid="matter-deposit">
                <p>
                  <span className="font-mono font-semibold">{r.reference}</span> ·{' '}
                  {formatAud(r.amount)} · due {formatCalendarDate(r.dueOn)} ·{' '}
                  <span data-testid="matter-deposit-status">{DEPOSIT_STATUS_LABELS[r.status]}</span>
                </p>
                <p className="text-muted-foreground break-words">{r.description}</p>
                {r.status === 'open' && (
                  <>
                    <ReceiptForm
                      matterId={matterId}
                      depositRequestId={r.id}
                      reference={r.reference}
                      amount={(r.amount / 100).toFixed(2)}
                    />
                    <CancelDepositForm matterId={matterId} depositRequestId={r.id} />
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      <h3 className="mt-4 text-sm font-semibold">Invoices</h3>
      {bills.length === 0 ? (
        <p className="text-muted-foreground text-sm">None yet.</p>
      ) : (
        <ul className="divide-border divide-y text-sm" data-testid="matter-invoices">
          {bills.map((b) => (
            <li key={b.id} className="flex flex-wrap justify-between gap-2 py-2">
              <Link
                href={`/admin/billing/invoices/${b.id}`}
                className="text-primary font-medium underline"
              >
                {b.creditsInvoiceId ? 'Credit note' : 'Invoice'} {b.number ?? '(draft)'}
              </Link>
              <span className="whitespace-nowrap">
                {formatAud(b.totalCents)} · {INVOICE_STATUS_LABELS[b.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
      {!closed && (
        <p className="mt-2 text-sm">
          <Link
            href={`/admin/billing/invoices/new?matter=${matterId}`}
            className="text-primary font-medium underline"
            data-testid="new-invoice"
          >
            New tax invoice for work done
          </Link>
        </p>
      )}

      <h3 className="mt-4 text-sm font-semibold">Clients’ account entries</h3>
      {entries.length === 0 ? (
        <p className="text-muted-foreground text-sm">None yet.</p>
      ) : (
        <ul className="divide-border divide-y text-sm" data-testid="matter-entries">
          {entries.map((e) => (
            <li key={e.id} className="py-2" data-testid="matter-entry">
              <p className="flex flex-wrap justify-between gap-2">
                <span>
                  <span className="font-medium">{LEDGER_KIND_LABELS[e.kind]}</span> ·{' '}
                  {formatCalendarDate(e.transactionDate)}
                  {e.invoiceId && <> · invoice {numberOf.get(e.invoiceId)}</>}
                  {e.reference && <> · {e.reference}</>}
                </span>
                <span className="whitespace-nowrap">{formatAud(e.amount)}</span>
              </p>
              {e.reason && <p className="text-muted-foreground break-words">{e.reason}</p>}
              {reversed.has(e.id) && <p className="text-muted-foreground">Reversed.</p>}
              {e.kind !== 'reversal' && !reversed.has(e.id) && (
                <details>
                  <summary className={summary}>Reverse…</summary>
                  <ReversalForm matterId={matterId} entryId={e.id} today={today} />
                </details>
              )}
            </li>
          ))}
        </ul>
      )}

      <details className={details}>
        <summary className={summary}>Pay a disbursement from the money held</summary>
        <p className="text-muted-foreground mb-2 text-sm">
          For a cost paid for the client, such as the visa application charge.
        </p>
        <PaymentOutForm matterId={matterId} kind="disbursement" today={today} />
      </details>
      <details className={details}>
        <summary className={summary}>Refund money held to the client</summary>
        <PaymentOutForm matterId={matterId} kind="refund" today={today} />
      </details>

      {!closed && (
        <>
          <h3 className="mt-4 mb-2 text-sm font-semibold">
            Ask the client to pay into the clients’ account
          </h3>
          <DepositRequestForm matterId={matterId} />
        </>
      )}
    </section>
  );
}
