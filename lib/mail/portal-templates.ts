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
import { counted, greeting, portalMail, type PortalTemplate } from './portal-mail';

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
    render: (_p, siteUrl, { count, firstName }) =>
      portalMail(
        count > 1 ? 'Please replace some documents' : 'Please replace a document',
        [
          greeting(firstName),
          `Your agent looked at ${counted(count, 'a document', 'documents')} you sent and needs ${count > 1 ? 'new copies' : 'a new copy'}.`,
          `Sign in to your dashboard to see which ${count > 1 ? 'ones' : 'one'} and why.`,
        ],
        dashboardLink(siteUrl),
      ),
  },
  'document-requested': {
    digest: true,
    to: 'row',
    render: (_p, siteUrl, { count, firstName }) =>
      portalMail(
        count > 1 ? 'Your agent asked for documents' : 'Your agent asked for a document',
        [
          greeting(firstName),
          `Your agent asked you for ${counted(count, 'a document', 'documents')}.`,
          'Sign in to your dashboard to see what is needed and by when.',
        ],
        dashboardLink(siteUrl),
      ),
  },
  // Queued by private.profiles_notify_agent_change: no field names or values in the mail.
  'profile-changed-by-agent': {
    to: 'row',
    render: (_p, siteUrl, { firstName }) =>
      portalMail(
        'Your agent updated your profile',
        [
          greeting(firstName),
          'Your agent corrected some details in your profile.',
          'Sign in to your dashboard to check them. If something looks wrong, reply to your agent.',
        ],
        `${siteUrl}/dashboard?tab=profile`,
      ),
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
