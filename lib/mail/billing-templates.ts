/**
 * Clients' account e-mails (queued by private.deposit_requests_after_insert in
 * 20261129180000_deposit_request_mail.sql): a link to the dashboard's billing tab only. No amount,
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
};
