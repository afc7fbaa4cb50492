/**
 * A client's request to remove a lost authenticator (queued by the functions in
 * 20261128140000_factor_recoveries.sql), to the address on file at each step, so the real owner
 * hears of a request they did not make while there is time to cancel it. A link only, and the
 * agency's contact details for someone who cannot sign in.
 */
import { siteConfig } from '@/lib/config/site';
import { greeting, portalMail, type PortalTemplate } from './portal-mail';

const contact = `contact us on ${siteConfig.contact.phone} or at ${siteConfig.contact.email}`;
const securityLink = (siteUrl: string) => `${siteUrl}/dashboard?tab=security`;

const toClient = (subject: string, lines: string[]): PortalTemplate => ({
  to: 'row',
  render: (_p, siteUrl, { firstName }) =>
    portalMail(subject, [greeting(firstName), ...lines], securityLink(siteUrl)),
});

export const factorRecoveryTemplates: Record<string, PortalTemplate> = {
  'factor-recovery-requested': toClient(
    'Someone asked to remove two-step sign-in from your account',
    [
      'Someone signed in with your password and asked us to remove two-step sign-in from your account, saying the authenticator app was lost.',
      'If it was you: an agent will call you on video to compare you with the passport you gave us. Nothing changes before that check, a second agent’s approval and a 24-hour wait.',
      `If it was not you: sign in and cancel the request, change your password, or ${contact}.`,
    ],
  ),
  'factor-recovery-approved': toClient(
    'Two-step sign-in will be removed from your account in 24 hours',
    [
      'Two agents checked and approved the request to remove two-step sign-in from your account. It will be removed in 24 hours.',
      `If you did not ask for this, sign in and cancel it now, or ${contact}.`,
    ],
  ),
  'factor-recovery-completed': toClient('Two-step sign-in was removed from your account', [
    'As you asked, we removed the authenticator app from your account. You now sign in with your password alone.',
    'Please set up a new authenticator after you sign in, in Security on your dashboard.',
    `If you did not ask for this, change your password and ${contact}.`,
  ]),
  'factor-recovery-cancelled': toClient('The request to remove two-step sign-in was cancelled', [
    'The request to remove two-step sign-in from your account was cancelled. Your authenticator app stays as it was.',
    `If you did not cancel it and still need help, ${contact}.`,
  ]),
  'factor-recovery-requested-agency': {
    to: 'agency',
    render: (_p, siteUrl) =>
      portalMail(
        'A client lost their authenticator',
        [
          'A client asked to remove two-step sign-in from their account. An agent checks their identity on a video call, then a second agent approves.',
        ],
        `${siteUrl}/admin/security/recovery`,
      ),
  },
};
