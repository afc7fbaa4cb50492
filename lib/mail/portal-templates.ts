/**
 * Portal e-mails (queued by database triggers in 20261123000300_portal_documents.sql, digested
 * by 20261126000500_outbox_digest.sql). They carry no personal details, reasons or document
 * contents, and never a file: only "sign in to see". Agency templates go to the agency inbox
 * whatever the row says (the row holds the marker 'agency'), so nothing a caller writes can
 * choose the address.
 */
import { accountTemplates } from './account-templates';
import { assessmentTemplates } from './assessment-templates';
import { billingTemplates } from './billing-templates';
import { engagementTemplates } from './engagement-templates';
import { factorRecoveryTemplates } from './factor-recovery-templates';
import { matterTemplates } from './matter-templates';
import { messageTemplates } from './message-templates';
import { jobTemplates } from './job-templates';
import { clientMail, counted, portalMail, type PortalTemplate } from './portal-mail';

const dashboardLink = (siteUrl: string) => `${siteUrl}/dashboard?tab=documents`;

export const portalTemplates: Record<string, PortalTemplate> = {
  ...accountTemplates,
  ...assessmentTemplates,
  ...billingTemplates,
  ...engagementTemplates,
  ...matterTemplates,
  ...messageTemplates,
  ...jobTemplates,
  ...factorRecoveryTemplates,
  'document-needs-replacement': {
    digest: true,
    to: 'row',
    render: (_p, siteUrl, context) =>
      clientMail('documentNeedsReplacement', dashboardLink(siteUrl), context),
  },
  'document-requested': {
    digest: true,
    to: 'row',
    render: (_p, siteUrl, context) =>
      clientMail('documentRequested', dashboardLink(siteUrl), context),
  },
  // Queued by private.profiles_notify_agent_change: no field names or values in the mail.
  'profile-changed-by-agent': {
    to: 'row',
    render: (_p, siteUrl, context) =>
      clientMail('profileChangedByAgent', `${siteUrl}/dashboard?tab=profile`, context),
  },
  'document-uploaded': {
    digest: true,
    to: 'agency',
    render: (p, siteUrl, { count }) =>
      portalMail(
        count > 1 ? `A client uploaded ${count} documents` : 'A client uploaded a document',
        [`A client uploaded ${counted(count, 'a document', 'documents')} for review.`],
        `${siteUrl}/admin/clients/${encodeURIComponent(String(p.client_id ?? ''))}`,
      ),
  },
};

export const isPortalTemplate = (template: string): template is keyof typeof portalTemplates =>
  template in portalTemplates;
