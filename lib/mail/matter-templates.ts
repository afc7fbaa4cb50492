/**
 * Matter e-mails (queued by private.queue_matter_mail in 20261126120000_matters_rules.sql on
 * every stage change): a link to the matter only; no stage, TRN, outcome or dates, which the
 * client reads after signing in.
 */
import { greeting, portalMail, type PortalTemplate } from './portal-mail';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const matterTemplates: Record<string, PortalTemplate> = {
  'matter-updated': {
    to: 'row',
    render: (p, siteUrl, { firstName }) =>
      portalMail(
        'There is news about your visa application',
        [
          greeting(firstName),
          'There is an update on your visa application.',
          'Sign in to your dashboard to see where it stands and whether we need anything from you.',
        ],
        typeof p.matter_id === 'string' && UUID.test(p.matter_id)
          ? `${siteUrl}/dashboard/matters/${p.matter_id}`
          : `${siteUrl}/dashboard?tab=matters`,
      ),
  },
};
