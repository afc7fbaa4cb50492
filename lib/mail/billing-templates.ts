/**
 * Clients' account e-mails (queued by private.deposit_requests_after_insert in
 * 20261129180000_deposit_request_mail.sql and private.invoices_after_write in
 * 20261201100000_postal_address_invoice_mail.sql): a link to the dashboard's billing tab only. No amount,
 * reference or bank details: the client reads those after signing in, so an e-mail is never a
 * payment instruction someone could copy.
 */
import { greeting, portalMail, type PortalTemplate } from './portal-mail';

export const billingTemplates: Record<string, PortalTemplate> = {
  'deposit-requested': {
    to: 'row',
    render: (_p, siteUrl, { firstName }) =>
      portalMail(
        'Your agent asked for a payment',
        [
          greeting(firstName),
          'Your agent asked you to pay money into our clients’ account for your visa application.',
          'Sign in to your dashboard to see the amount, the date and how to pay.',
        ],
        `${siteUrl}/dashboard?tab=billing`,
      ),
  },
  'invoice-issued': {
    to: 'row',
    render: (p, siteUrl, { firstName }) =>
      p.credit_note === true
        ? portalMail(
            'A credit note from your agent',
            [
              greeting(firstName),
              'Your agent issued a credit note that corrects one of your invoices.',
              'Sign in to your dashboard to read it and download the PDF.',
            ],
            `${siteUrl}/dashboard?tab=billing`,
          )
        : portalMail(
            'A new invoice from your agent',
            [
              greeting(firstName),
              'Your agent issued a tax invoice for work done on your visa application.',
              'Sign in to your dashboard to read it and download the PDF.',
            ],
            `${siteUrl}/dashboard?tab=billing`,
          ),
  },
};
