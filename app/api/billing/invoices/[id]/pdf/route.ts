import { z } from 'zod';
import { requireUser } from '@/lib/auth/server';
import { renderInvoicePdf } from '@/lib/billing/invoice-pdf';
import { invoiceForPdf } from '@/lib/billing/queries';
import { siteConfig } from '@/lib/config/site';

export const dynamic = 'force-dynamic';

/**
 * An issued invoice or credit note as a PDF, drawn from the row on each request (an issued row
 * never changes). Read as the person, so RLS decides: the client's own issued invoices, or any for
 * an agent at aal2; a draft, someone else's or a malformed id is 404 alike.
 */
export async function GET(_request: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  const user = await requireUser('/dashboard?tab=billing');
  if (!z.uuid().safeParse(id).success) return new Response('Not found', { status: 404 });
  const inv = await invoiceForPdf(user, id);
  if (!inv) return new Response('Not found', { status: 404 });
  const a = siteConfig.contact.address;
  const bytes = await renderInvoicePdf({
    number: inv.number!,
    creditsNumber: inv.creditsNumber,
    creditReason: inv.creditReason,
    issuedOn: inv.issuedOn!,
    dueOn: inv.dueOn,
    lines: inv.lines,
    subtotalCents: inv.subtotalCents,
    gstCents: inv.gstCents,
    totalCents: inv.totalCents,
    agencyName: inv.agencyName ?? '',
    agencyAbn: inv.agencyAbn ?? '',
    agencyMarn: inv.agencyMarn ?? '',
    agencyContact: [
      `${a.street}, ${a.locality} ${a.region} ${a.postalCode}, Australia`,
      siteConfig.contact.email,
    ],
    clientName: inv.clientName,
    clientAddress: inv.clientAddress,
    matterTitle: inv.matterTitle,
  });
  const kind = inv.creditsInvoiceId ? 'credit-note' : 'tax-invoice';
  return new Response(Buffer.from(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${kind}-${inv.number}.pdf"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  });
}
