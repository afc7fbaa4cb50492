/**
 * Portal e-mails (queued by database triggers in 20261123000300_portal_documents.sql). They carry
 * no personal details, reasons or document contents, and never a file: only "sign in to see".
 * Agency templates go to the agency inbox whatever the row says (the row holds the marker
 * 'agency'), so nothing a caller writes can choose the address.
 */
import { siteConfig } from '@/lib/config/site';
import { assessmentTemplates } from './assessment-templates';
import type { RenderedMail } from './lead-templates';

interface PortalTemplate {
  to: 'agency' | 'row';
  render(payload: Record<string, unknown>, siteUrl: string): RenderedMail;
}

function mail(subject: string, lines: string[], link: string): RenderedMail {
  const text = `${lines.join('\n\n')}\n\n${link}\n\n${siteConfig.name}`;
  const html = `${lines.map((l) => `<p>${l}</p>`).join('')}<p><a href="${link}">${link}</a></p><p>${siteConfig.name}</p>`;
  return { subject, text, html };
}

const dashboardLink = (siteUrl: string) => `${siteUrl}/dashboard?tab=documents`;

export const portalTemplates: Record<string, PortalTemplate> = {
  ...assessmentTemplates,
  'document-needs-replacement': {
    to: 'row',
    render: (_p, siteUrl) =>
      mail(
        'Please replace a document',
        [
          'Hello,',
          'Your agent looked at a document you sent and needs a new copy.',
          'Sign in to your dashboard to see which one and why.',
        ],
        dashboardLink(siteUrl),
      ),
  },
  'document-requested': {
    to: 'row',
    render: (_p, siteUrl) =>
      mail(
        'Your agent asked for a document',
        [
          'Hello,',
          'Your agent asked you for a document.',
          'Sign in to your dashboard to see what is needed and by when.',
        ],
        dashboardLink(siteUrl),
      ),
  },
  // Queued by private.profiles_notify_agent_change: no field names or values in the mail.
  'profile-changed-by-agent': {
    to: 'row',
    render: (_p, siteUrl) =>
      mail(
        'Your agent updated your profile',
        [
          'Hello,',
          'Your agent corrected some details in your profile.',
          'Sign in to your dashboard to check them. If something looks wrong, reply to your agent.',
        ],
        `${siteUrl}/dashboard?tab=profile`,
      ),
  },
  'document-uploaded': {
    to: 'agency',
    render: (p, siteUrl) =>
      mail(
        'A client uploaded a document',
        ['A client uploaded a document for review.'],
        `${siteUrl}/admin/clients/${String(p.client_id ?? '')}`,
      ),
  },
};

export const isPortalTemplate = (template: string): template is keyof typeof portalTemplates =>
  template in portalTemplates;
