import type { SectionProps } from '..';
import { depositRequestList, heldBalances, invoiceList, ledger } from '@/lib/billing/queries';
import { formatAud } from '@/lib/engagements/fees';
import {
  DEPOSIT_PURPOSE_LABELS,
  formatBsb,
  INVOICE_STATUS_LABELS,
  LEDGER_KIND_LABELS,
} from '@/lib/billing/labels';
import { formatCalendarDate } from '@/lib/time/format';

const card = 'border-border bg-background rounded-lg border p-4';
const control = 'border-input bg-background block h-11 w-full rounded-md border px-3';

/**
 * /dashboard?tab=billing: the client's money with the agency (issue 40). A server component only
 * (no script of its own): what is held for them per application, what they are asked to pay and
 * where, what came in and went out, and their invoices. RLS gives a client their own rows alone.
 */
export async function BillingTab({ user }: SectionProps) {
  const [held, requests, entries, bills] = await Promise.all([
    heldBalances(user),
    depositRequestList(user, { openOnly: true }),
    ledger(user),
    invoiceList(user),
  ]);
  const totalHeld = held.reduce((sum, h) => sum + h.heldCents, 0);
  const numberOf = new Map(bills.map((b) => [b.id, b.number]));
  return (
    <div className="space-y-6">
      <section aria-labelledby="pay-h" data-testid="deposit-requests">
        <h2 id="pay-h" className="mb-2 text-lg font-semibold">
          To pay
        </h2>
        {requests.length === 0 ? (
          <p className="text-muted-foreground text-sm" data-testid="no-deposit-requests">
            Nothing to pay right now. When we ask you to pay money in advance, it shows here with
            how to pay.
          </p>
        ) : (
          <ul className="space-y-3">
            {requests.map((r) => (
              <li key={r.id} className={card} data-testid="deposit-request">
                <p className="text-2xl font-bold" data-testid="deposit-amount">
                  {formatAud(r.amount)}
                </p>
                <p className="text-sm">
                  by <strong>{formatCalendarDate(r.dueOn)}</strong> ·{' '}
                  {DEPOSIT_PURPOSE_LABELS[r.purpose]}
                </p>
                <p className="mt-1 text-sm break-words">{r.description}</p>
                <h3 className="mt-3 text-sm font-semibold">How to pay</h3>
                <p className="text-muted-foreground text-sm">
                  By bank transfer or PayID into our clients’ account. Your money stays yours there
                  until the work is done and invoiced, or the cost is paid for you.
                </p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">Account name</dt>
                  <dd className="break-words">{r.payTo.accountName}</dd>
                  <dt className="text-muted-foreground">BSB</dt>
                  <dd className="font-mono" data-testid="pay-bsb">
                    {formatBsb(r.payTo.bsb)}
                  </dd>
                  <dt className="text-muted-foreground">Account number</dt>
                  <dd className="font-mono" data-testid="pay-account">
                    {r.payTo.accountNumber}
                  </dd>
                  {r.payTo.payId && (
                    <>
                      <dt className="text-muted-foreground">PayID</dt>
                      <dd className="break-all" data-testid="pay-payid">
                        {r.payTo.payId}
                      </dd>
                    </>
                  )}
                  <dt className="text-muted-foreground">Reference</dt>
                  <dd className="font-mono font-semibold" data-testid="pay-reference">
                    {r.reference}
                  </dd>
                </dl>
                <p className="mt-2 text-sm">
                  Please write the reference on your transfer, so we know the payment is yours.
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="held-h" data-testid="money-held">
        <h2 id="held-h" className="mb-2 text-lg font-semibold">
          Money we hold for you
        </h2>
        {held.length === 0 ? (
          <p className="text-muted-foreground text-sm">We hold no money for you.</p>
        ) : (
          <div className={card}>
            <ul className="divide-border divide-y text-sm">
              {held.map((h) => (
                <li key={h.matterId} className="flex justify-between gap-3 py-2">
                  <span className="min-w-0 break-words">{h.matterTitle}</span>
                  <span className="font-semibold whitespace-nowrap" data-testid="held-amount">
                    {formatAud(h.heldCents)}
                  </span>
                </li>
              ))}
            </ul>
            {held.length > 1 && (
              <p className="mt-2 flex justify-between border-t pt-2 text-sm font-semibold">
                <span>Total</span>
                <span>{formatAud(totalHeld)}</span>
              </p>
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="entries-h" data-testid="account-entries">
        <h2 id="entries-h" className="mb-2 text-lg font-semibold">
          Payments and spending
        </h2>
        {entries.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nothing yet.</p>
        ) : (
          <ul className={`${card} divide-border divide-y text-sm`}>
            {[...entries].reverse().map((e) => (
              <li key={e.id} className="flex justify-between gap-3 py-2" data-testid="entry">
                <span className="min-w-0">
                  <span className="block font-medium">{LEDGER_KIND_LABELS[e.kind]}</span>
                  <span className="text-muted-foreground block text-xs">
                    {formatCalendarDate(e.transactionDate)}
                    {e.invoiceId && numberOf.get(e.invoiceId) && (
                      <> · invoice {numberOf.get(e.invoiceId)}</>
                    )}
                    {e.reference && <> · {e.reference}</>}
                  </span>
                  {e.reason && <span className="block break-words">{e.reason}</span>}
                </span>
                <span className="whitespace-nowrap">{formatAud(e.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {entries.length > 0 && (
        <section aria-labelledby="statement-h" data-testid="statement">
          <h2 id="statement-h" className="mb-2 text-lg font-semibold">
            Statement
          </h2>
          <form
            method="get"
            action="/api/billing/statement"
            className={`${card} grid gap-3 text-sm sm:grid-cols-3`}
          >
            <p className="text-muted-foreground sm:col-span-3">
              Everything paid in and out, and what we hold for you, as a PDF. Leave the dates empty
              for your whole history.
            </p>
            {held.length > 1 && (
              <label className="font-medium sm:col-span-3">
                Application
                <select name="matter" className={`${control} mt-1`} defaultValue="">
                  <option value="">All your applications</option>
                  {held.map((h) => (
                    <option key={h.matterId} value={h.matterId}>
                      {h.matterTitle}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label className="font-medium">
              From
              <input type="date" name="from" className={`${control} mt-1`} />
            </label>
            <label className="font-medium">
              To
              <input type="date" name="to" className={`${control} mt-1`} />
            </label>
            <div className="flex items-end">
              <button
                type="submit"
                className="bg-primary text-primary-foreground h-11 w-full rounded-md px-4 font-medium"
              >
                Download statement (PDF)
              </button>
            </div>
          </form>
        </section>
      )}

      <section aria-labelledby="invoices-h" data-testid="invoices">
        <h2 id="invoices-h" className="mb-2 text-lg font-semibold">
          Invoices
        </h2>
        {bills.length === 0 ? (
          <p className="text-muted-foreground text-sm">No invoices yet.</p>
        ) : (
          <ul className={`${card} divide-border divide-y text-sm`}>
            {bills.map((i) => (
              <li key={i.id} className="flex justify-between gap-3 py-2" data-testid="invoice">
                <span className="min-w-0">
                  <span className="block font-medium">
                    {i.creditsInvoiceId ? 'Credit note' : 'Invoice'} {i.number}
                  </span>
                  <span className="text-muted-foreground block text-xs">
                    {i.issuedOn && formatCalendarDate(i.issuedOn)}
                    {i.dueOn && !i.creditsInvoiceId && <> · due {formatCalendarDate(i.dueOn)}</>}
                    {' · '}
                    {INVOICE_STATUS_LABELS[i.status]}
                  </span>
                  <a
                    href={`/api/billing/invoices/${i.id}/pdf`}
                    className="text-primary inline-flex min-h-11 items-center underline"
                    data-testid="invoice-pdf"
                  >
                    Download PDF
                    <span className="sr-only">
                      {' '}
                      of {i.creditsInvoiceId ? 'credit note' : 'invoice'} {i.number}
                    </span>
                  </a>
                </span>
                <span className="whitespace-nowrap">{formatAud(i.totalCents)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
