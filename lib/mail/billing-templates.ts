/**
 * Clients' account e-mails (queued by private.deposit_requests_after_insert in
 * 20261129180000_deposit_request_mail.sql and private.invoices_after_write in
 * 20261201100000_postal_address_invoice_mail.sql): a link to the dashboard's billing tab only. No amount,
 * reference or bank details: the client reads those after signing in, so an e-mail is never a
 * payment instruction someone could copy.
 */
import { clientMail, type PortalTemplate } from './portal-mail';

export const billingTemplates: Record<string, PortalTemplate> = {
  'deposit-requested': {
    to: 'row',
    render: (_p, siteUrl, context) =>
      clientMail('depositRequested', `${siteUrl}/dashboard?tab=billing`, context),
  },
  'invoice-issued': {
    to: 'row',
    render: (p, siteUrl, context) =>
      clientMail(
        p.credit_note === true ? 'creditNoteIssued' : 'invoiceIssued',
        `${siteUrl}/dashboard?tab=billing`,
        context,
      ),
  },
};
