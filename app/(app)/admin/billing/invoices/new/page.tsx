import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import { invoiceDraftDefaults } from '@/lib/billing/queries';
import type { LineRow } from '@/lib/billing/invoice-lines';
import { formatAud } from '@/lib/engagements/fees';
import { buildMetadata } from '@/lib/seo/metadata';
import { AGENCY_TIME_ZONE } from '@/lib/time/format';
import { addDays } from '@/lib/time/calendar';
import { dateInZone } from '@/lib/time/zones';
import { InvoiceDraftForm } from '../_components/invoice-forms';

export const metadata = buildMetadata({
  title: 'New tax invoice',
  description: 'A tax invoice for work done, from the service agreement’s fees.',
  path: '/admin/billing/invoices/new',
  noIndex: true,
});

/** The reason a GST-free line carries when the agreement was made without GST. */
const EXPORT_REASON = 'Services to a client outside Australia (GST Act s 38-190)';
const BLANK: LineRow = { description: '', quantity: '1', price: '', gst: 'taxable', reason: '' };

type Props = { searchParams: Promise<{ matter?: string }> };

/**
 * /admin/billing/invoices/new?matter=…: a draft tax invoice for work done on a matter. The
 * agreement's fee items are filled in, with its GST decision; the agent keeps the lines of the
 * work done (clearing a row leaves it out), saves the draft, checks it and issues it.
 */
export default async function NewInvoicePage({ searchParams }: Props) {
  const { matter } = await searchParams;
  const agent = await requireAdmin('/admin/billing');
  if (!matter || !z.uuid().safeParse(matter).success) notFound();
  const d = await invoiceDraftDefaults(agent, matter);
  if (!d) notFound();
  const today = dateInZone(new Date(), AGENCY_TIME_ZONE);
  const rows: LineRow[] = [
    ...d.feeItems.map((f) => ({
      description: f.label,
      quantity: '1',
      price: (f.amount_cents / 100).toFixed(2),
      gst: d.gstApplies ? 'taxable' : 'gst_free_export',
      reason: d.gstApplies ? '' : EXPORT_REASON,
    })),
    BLANK,
    BLANK,
  ];
  return (
    <div className="max-w-3xl">
      <p className="text-sm">
        <Link href={`/admin/matters/${d.matterId}#money`} className="text-primary underline">
          ← {d.title}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">New tax invoice</h1>
      <p className="text-muted-foreground mt-1 text-sm">
        For {d.clientName || d.clientEmail} · {d.title}. Invoice only work that is done: until then
        the client’s money stays theirs in the clients’ account.
      </p>
      {d.stage === 'closed' && (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          This matter is closed: a draft can be saved, but it cannot be issued.
        </p>
      )}
      {!d.postalAddress && (
        <p
          className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="no-address"
        >
          The client has no postal address in their profile; the invoice will show their name only.
          You can add it on the{' '}
          <Link href={`/admin/clients/${d.clientId}#profile`} className="underline">
            client’s page
          </Link>{' '}
          before issuing.
        </p>
      )}
      {d.paymentTerms.length > 0 && (
        <section className="mt-4 text-sm" aria-labelledby="terms-h">
          <h2 id="terms-h" className="font-semibold">
            The agreement’s instalments
          </h2>
          <ul className="text-muted-foreground mt-1 list-disc ps-5">
            {d.paymentTerms.map((t, i) => (
              <li key={i}>
                {t.label}: {formatAud(t.amount_cents)} ({t.trigger})
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="mt-4 text-sm">
        The agreement’s fee items are filled in below (prices before GST). Clear both boxes of a
        line to leave it out.
      </p>
      <div className="mt-3">
        <InvoiceDraftForm matterId={d.matterId} rows={rows} dueOn={addDays(today, 14)} />
      </div>
    </div>
  );
}
