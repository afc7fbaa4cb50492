/**
 * Engagement e-mails (queued by private.engagements_after_write in
 * 20261126110000_engagements_rules.sql). A link only: no fees, services, names or the PDF.
 */
import { greeting, portalMail, type PortalTemplate } from './portal-mail';

const clientLink = (siteUrl: string) => `${siteUrl}/dashboard?tab=engagement`;
const agentLink = (p: Record<string, unknown>, siteUrl: string) =>
  `${siteUrl}/admin/engagements/${encodeURIComponent(String(p.engagement_id ?? ''))}`;

const toClient = (subject: string, line: string): PortalTemplate => ({
  to: 'row',
  render: (_p, siteUrl, { firstName }) =>
    portalMail(subject, [greeting(firstName), line], clientLink(siteUrl)),
});
const toAgency = (subject: string, line: string): PortalTemplate => ({
  to: 'agency',
  render: (p, siteUrl) => portalMail(subject, [line], agentLink(p, siteUrl)),
});

export const engagementTemplates: Record<string, PortalTemplate> = {
  'engagement-sent': toClient(
    'Your agent sent you an offer to review',
    'Your agent has prepared an offer of services and fees for you. Sign in to read it, with the Consumer Guide, and to accept or decline it.',
  ),
  'engagement-withdrawn': toClient(
    'Your agent withdrew an offer',
    'Your agent withdrew the offer they sent you. Sign in to see your offers; your agent will send a new one if anything changed.',
  ),
  'engagement-accepted': toClient(
    'You accepted your agent’s offer',
    'Thank you. We have recorded your acceptance. Sign in to see the agreement; a signed copy (PDF) will be there shortly.',
  ),
  'engagement-signed-copy': toClient(
    'Your signed agreement is ready',
    'The signed copy of your agreement is ready. Sign in to download it.',
  ),
  'engagement-accepted-agency': toAgency(
    'A client accepted an offer',
    'A client accepted an engagement offer. Work can start.',
  ),
  'engagement-declined-agency': toAgency(
    'A client declined an offer',
    'A client declined an engagement offer.',
  ),
  'engagement-signed-copy-agency': toAgency(
    'A signed agreement is ready',
    'The signed PDF of an accepted engagement is stored.',
  ),
};
