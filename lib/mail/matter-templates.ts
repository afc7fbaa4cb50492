/**
 * Matter e-mails (queued by private.queue_matter_mail in 20261126120000_matters_rules.sql on
 * every stage change): a link to the matter only; no stage, TRN, outcome or dates, which the
 * client reads after signing in. The agent's notice that the client approved the application
 * (private.matters_approved_notice, 20261128180000_matter_approved_notice.sql) is a link too: no
 * client name, visa or document.
 */
import { greeting, portalMail, type PortalTemplate } from './portal-mail';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const agentMatterLink = (p: Record<string, unknown>, siteUrl: string) =>
  typeof p.matter_id === 'string' && UUID.test(p.matter_id)
    ? `${siteUrl}/admin/matters/${p.matter_id}`
    : `${siteUrl}/admin/matters?ready=1`;

const approved = (p: Record<string, unknown>, siteUrl: string) =>
  portalMail(
    'A client approved their application: ready to lodge',
    [
      'A client checked their application summary and approved it.',
      'Sign in to see what is still missing, if anything, and lodge it.',
    ],
    agentMatterLink(p, siteUrl),
  );

/**
 * Which matter e-mail needs the client to act (the payload's `needs`, from the stage the matter
 * moved to: 20261129130000_account_notices.sql) shows in the subject, so three e-mails about one
 * application are not identical; still no stage, date or detail, only what to do.
 */
const matterNews = {
  approval: {
    subject: 'Action needed: please check your application summary',
    lines: [
      'Your visa application is ready for you to check before we lodge it.',
      'Sign in to read the summary and approve it, or tell us what to correct.',
    ],
  },
  information: {
    subject: 'Action needed: information is needed for your visa application',
    lines: [
      'More information is needed for your visa application.',
      'Sign in to your dashboard to see what is needed and by when.',
    ],
  },
  none: {
    subject: 'Update on your visa application',
    lines: [
      'There is an update on your visa application.',
      'Sign in to your dashboard to see where it stands.',
    ],
  },
} as const;

export const matterTemplates: Record<string, PortalTemplate> = {
  'matter-updated': {
    to: 'row',
    render: (p, siteUrl, { firstName }) => {
      const mail =
        matterNews[p.needs === 'approval' || p.needs === 'information' ? p.needs : 'none'];
      return portalMail(
        mail.subject,
        [greeting(firstName), ...mail.lines],
        typeof p.matter_id === 'string' && UUID.test(p.matter_id)
          ? `${siteUrl}/dashboard/matters/${p.matter_id}`
          : `${siteUrl}/dashboard?tab=matters`,
      );
    },
  },
  // An account that already existed was linked to a member of a family matter
  // (private.matter_members_login_linked, 20261130150100_member_mail.sql); a new login is told by
  // Auth's invitation instead. No family member's name or visa in the mail.
  'member-linked': {
    to: 'row',
    render: (p, siteUrl, { firstName }) =>
      portalMail(
        'You can now see your family’s visa application',
        [
          greeting(firstName),
          'Your agent added you to a family member’s visa application, with your own sign-in.',
          'Sign in to see what is needed from you and the items shared with your family.',
        ],
        typeof p.matter_id === 'string' && UUID.test(p.matter_id)
          ? `${siteUrl}/dashboard/matters/${p.matter_id}`
          : `${siteUrl}/dashboard?tab=matters`,
      ),
  },
  // The matter's agent (assigned, else the agent of the client's engagement).
  'matter-approved-agent': { to: 'agent', render: approved },
  // A matter nobody answers for yet: the agency inbox.
  'matter-approved-agency': { to: 'agency', render: approved },
};
