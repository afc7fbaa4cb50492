import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import { INVOICE_STATUS_LABELS } from '@/lib/billing/labels';
import type { LineRow } from '@/lib/billing/invoice-lines';
import { lineAmountCents, lineGstCents } from '@/lib/billing/money';
import {
  heldBalances,
  invoiceById,
  invoiceDraftDefaults,
  invoiceList,
} from '@/lib/billing/queries';
import { formatAud } from '@/lib/engagements/fees';
import { buildMetadata } from '@/lib/seo/metadata';
import { AGENCY_TIME_ZONE, formatCalendarDate } from '@/lib/time/format';
import { dateInZone } from '@/lib/time/zones';
import { TransferForm } from '../../../matters/_components/matter-money-forms';
import {
  CreditNoteForm,
  DiscardDraftForm,
  InvoiceDraftForm,
  IssueInvoiceForm,
} from '../_components/invoice-forms';

export const metadata = buildMetadata({
  title: 'Invoice',
  description: 'A tax invoice: draft, issue, transfer, credit.',
  path: '/admin/billing/invoices',
  noIndex: true,
});

const card = 'border-border bg-background rounded-lg border p-4';
const BLANK: LineRow = { description: '', quantity: '1', price: '', gst: 'taxable', reason: '' };
const dollars = (cents: number) => (Math.abs(cents) / 100).toFixed(2);

type Props = { params: Promise<{ id: string }> };

/**
 * /admin/billing/invoices/[id]: a draft (change it, issue it, discard it) or an issued invoice
 * (its PDF, what it still owes, the transfer from the money held, credit notes against it).
 */
export default async function InvoicePage({ params }: Props) {
  const { id } = await params;
  const agent = await requireAdmin(`/admin/billing/invoices/${id}`);
  if (!z.uuid().safeParse(id).success) notFound();
  const inv = await invoiceById(agent, id);
  if (!inv) notFound();
  const [d, held, siblings] = await Promise.all([
    invoiceDraftDefaults(agent, inv.matterId),
    heldBalances(agent, { matterId: inv.matterId }),
    invoiceList(agent, { matterId: inv.matterId }),
  ]);
  if (!d) notFound();
  const today = dateInZone(new Date(), AGENCY_TIME_ZONE);
  const heldCents = held.reduce((s, h) => s + h.heldCents, 0);
  const draft = inv.status === 'draft';
  const credit = inv.creditsInvoiceId !== null;
  const credited = siblings.find((s) => s.id === inv.creditsInvoiceId);
  const creditNotes = siblings.filter((s) => s.creditsInvoiceId === inv.id);
  const title = credit
    ? `Credit note ${inv.number ?? '(draft)'}`
    : draft
      ? 'Draft tax invoice'
      : `Tax invoice ${inv.number}`;
  const name = draft ? d.clientName : inv.clientName;
  const address = draft ? d.postalAddress : inv.clientAddress;
  const rows: LineRow[] = [
    ...inv.lines.map((l) => ({
      description: l.description,
      quantity: String(l.quantity),
      price: dollars(l.unit_cents),
      gst: l.gst,
      reason: l.gst_free_reason ?? '',
    })),
    BLANK,
  ];
  const transferable = Math.min(inv.owedCents, heldCents);

  return (
    <div className="max-w-4xl space-y-6">
      <div>
        <p className="text-sm">
          <Link href={`/admin/matters/${inv.matterId}#money`} className="text-primary underline">
            ← {d.title}
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold" data-testid="invoice-title">
          {title}
        </h1>
        <p className="text-muted-foreground mt-1 text-sm">
          <span data-testid="invoice-status">{INVOICE_STATUS_LABELS[inv.status]}</span>
          {inv.issuedOn && <> · issued {formatCalendarDate(inv.issuedOn)}</>}
          {inv.dueOn && !credit && <> · due {formatCalendarDate(inv.dueOn)}</>}
          {credited && (
            <>
              {' '}
              · credits{' '}
              <Link href={`/admin/billing/invoices/${credited.id}`} className="underline">
                {credited.number}
              </Link>
            </>
          )}
        </p>
        {inv.creditReason && <p className="mt-1 text-sm">Reason: {inv.creditReason}</p>}
        {!draft && (
          <p className="mt-2">
            <a
              href={`/api/billing/invoices/${inv.id}/pdf`}
              className="text-primary font-medium underline"
              data-testid="invoice-pdf"
            >
              Download the PDF
            </a>
          </p>
        )}
      </div>

      <section className={card} aria-labelledby="lines-h">
        <h2 id="lines-h" className="font-semibold">
          To
        </h2>
        <p className="text-sm">{name || d.clientEmail}</p>
        {address ? (
          <p className="text-sm whitespace-pre-line">{address}</p>
        ) : (
          <p className="text-muted-foreground text-sm">No postal address.</p>
        )}
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm" data-testid="invoice-lines-table">
            <thead>
              <tr className="text-left">
                <th className="py-1 pe-3">Description</th>
                <th className="py-1 pe-3 text-right">Qty</th>
                <th className="py-1 pe-3 text-right">Unit price</th>
                <th className="py-1 pe-3 text-right">GST</th>
                <th className="py-1 text-right">Amount</th>
              </tr>
            </thead>
            <tbody className="divide-border divide-y">
              {inv.lines.map((l, i) => (
                <tr key={i}>
                  <td className="py-1 pe-3 break-words">
                    {l.description}
                    <span className="text-muted-foreground block text-xs">
                      {l.gst === 'taxable' ? 'Taxable' : `GST-free: ${l.gst_free_reason}`}
                    </span>
                  </td>
                  <td className="py-1 pe-3 text-right">{l.quantity}</td>
                  <td className="py-1 pe-3 text-right">{formatAud(l.unit_cents)}</td>
                  <td className="py-1 pe-3 text-right">
                    {l.gst === 'taxable' ? formatAud(lineGstCents(l)) : '—'}
                  </td>
                  <td className="py-1 text-right">{formatAud(lineAmountCents(l))}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={4} className="pe-3 pt-2 text-right">
                  Subtotal
                </td>
                <td className="pt-2 text-right">{formatAud(inv.subtotalCents)}</td>
              </tr>
              <tr>
                <td colSpan={4} className="pe-3 text-right">
                  GST
                </td>
                <td className="text-right" data-testid="invoice-gst">
                  {formatAud(inv.gstCents)}
                </td>
              </tr>
              <tr className="font-semibold">
                <td colSpan={4} className="pe-3 text-right">
                  Total
                </td>
                <td className="text-right" data-testid="invoice-total">
                  {formatAud(inv.totalCents)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      {draft && (
        <>
          <section className={card} aria-labelledby="issue-h">
            <h2 id="issue-h" className="mb-2 font-semibold">
              Issue
            </h2>
            <IssueInvoiceForm matterId={inv.matterId} invoiceId={inv.id} />
          </section>
          <details className={card}>
            <summary className="text-primary cursor-pointer text-sm font-medium underline">
              Change the draft
            </summary>
            <div className="mt-3">
              <InvoiceDraftForm
                matterId={inv.matterId}
                invoiceId={inv.id}
                rows={rows}
                dueOn={inv.dueOn ?? today}
              />
            </div>
          </details>
          <DiscardDraftForm matterId={inv.matterId} invoiceId={inv.id} />
        </>
      )}

      {!draft && !credit && (
        <section className={card} aria-labelledby="pay-h" data-testid="invoice-money">
          <h2 id="pay-h" className="font-semibold">
            Paying it
          </h2>
          <p className="mt-1 text-sm">
            Paid from the clients’ account: {formatAud(inv.paidCents)} · credited:{' '}
            {formatAud(inv.creditedCents)} · still owed:{' '}
            <strong data-testid="invoice-owed">{formatAud(inv.owedCents)}</strong> · held for this
            matter: {formatAud(heldCents)}
          </p>
          {inv.owedCents > 0 && transferable > 0 && (
            <div className="mt-3">
              <TransferForm
                matterId={inv.matterId}
                invoiceId={inv.id}
                amount={dollars(transferable)}
                today={today}
              />
            </div>
          )}
          {inv.owedCents > 0 && transferable <= 0 && (
            <p className="text-muted-foreground mt-2 text-sm">
              No money is held for this matter to pay it from. Ask the client with a deposit request
              on the matter’s page.
            </p>
          )}
          {creditNotes.length > 0 && (
            <ul className="mt-3 text-sm">
              {creditNotes.map((c) => (
                <li key={c.id}>
                  <Link href={`/admin/billing/invoices/${c.id}`} className="text-primary underline">
                    Credit note {c.number ?? '(draft)'}
                  </Link>{' '}
                  {formatAud(c.totalCents)}
                </li>
              ))}
            </ul>
          )}
          {inv.owedCents > 0 ? (
            <details className="mt-3">
              <summary className="text-primary cursor-pointer text-sm font-medium underline">
                Correct it with a credit note
              </summary>
              <div className="mt-3">
                <CreditNoteForm
                  matterId={inv.matterId}
                  invoiceId={inv.id}
                  rows={[
                    {
                      description: `Credit: ${inv.lines[0]?.description ?? ''}`.slice(0, 300),
                      quantity: '1',
                      price: '',
                      gst: inv.lines[0]?.gst ?? 'taxable',
                      reason: inv.lines[0]?.gst_free_reason ?? '',
                    },
                    BLANK,
                  ]}
                />
              </div>
            </details>
          ) : (
            <p className="text-muted-foreground mt-2 text-sm">
              Nothing is owed, so nothing can be credited. To correct a paid invoice, reverse the
              transfer on the matter’s page first.
            </p>
          )}
        </section>
      )}
    </div>
  );
}
