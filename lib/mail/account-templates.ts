/**
 * E-mails about the account itself, each to the person, link-only:
 *
 * - 'mfa-locked' is queued by private.settle_totp_code (20261128130000_totp_code_uses.sql) when
 *   the 5th wrong authenticator code in 15 minutes pauses the person's authenticator: once per
 *   pause. It says nothing about where the codes came from, and links to choosing a new password.
 * - 'two-step-on' / 'two-step-off' by private.record_factor_change, 'account-closed' by
 *   private.close_account and 'account-closed-signup' by private.queue_closed_signup_notice
 *   (20261129130000_account_notices.sql): security notices, so a change the owner did not make
 *   does not go unnoticed, and the owner of a closed account learns why a sign-up sends no link.
 *   A closed account's e-mails give the agency's phone and e-mail: that person cannot sign in.
 */
import { siteConfig } from '@/lib/config/site';
import { greeting, portalMail, type PortalTemplate } from './portal-mail';

const contactUs = `contact us on ${siteConfig.contact.phone} or at ${siteConfig.contact.email}`;

/** "28 November 2026" from the database's YYYY-MM-DD (a UTC date), or null. */
export function closedOnWords(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const closedOn = (p: Record<string, unknown>) => {
  const words = closedOnWords(p.closed_on);
  return words ? ` on ${words}` : '';
};

/** Where the person manages two-step sign-in: agents in the admin panel, clients on the tab. */
const securityPage = (p: Record<string, unknown>, siteUrl: string) =>
  p.page === 'admin' ? `${siteUrl}/admin/security` : `${siteUrl}/dashboard?tab=security`;

export const accountTemplates: Record<string, PortalTemplate> = {
  'mfa-locked': {
    to: 'row',
    render: (_p, siteUrl, { firstName }) =>
      portalMail(
        'Wrong sign-in codes were entered on your account',
        [
          greeting(firstName),
          'Someone entered 5 wrong codes for the authenticator app on your account. For your safety, we paused codes for 15 minutes.',
          'If this was you, wait 15 minutes, then enter the code your app shows.',
          'If it was not you, someone may know your password. Please choose a new password now with the link below, then contact us.',
        ],
        `${siteUrl}/auth/forgot`,
      ),
  },
  'two-step-on': {
    to: 'row',
    render: (p, siteUrl, { firstName }) =>
      portalMail(
        'Two-step sign-in was turned on for your account',
        [
          greeting(firstName),
          'Two-step sign-in was just turned on for your account: from now on, signing in also needs a code from an authenticator app.',
          'If this was you, there is nothing more to do.',
          `If it was not you, someone may know your password: ${contactUs} at once.`,
        ],
        securityPage(p, siteUrl),
      ),
  },
  'two-step-off': {
    to: 'row',
    render: (p, siteUrl, { firstName }) =>
      portalMail(
        'Two-step sign-in was turned off for your account',
        [
          greeting(firstName),
          'The authenticator app was just removed from your account: signing in no longer asks for its code.',
          'If this was you, there is nothing more to do. You can turn it on again at any time.',
          `If it was not you, sign in, choose a new password and turn two-step sign-in on again, and ${contactUs}.`,
        ],
        securityPage(p, siteUrl),
      ),
  },
  'account-closed': {
    to: 'row',
    render: (p, siteUrl, { firstName }) =>
      portalMail(
        'Your account was closed',
        [
          greeting(firstName),
          `Your account with ${siteConfig.name} was closed${closedOn(p)}. You can no longer sign in. We keep your records for the 7 years the law requires, then destroy them.`,
          `To reopen it or to start again, ${contactUs}.`,
          'If you did not ask for this, please contact us as soon as you can.',
        ],
        `${siteUrl}/contact`,
      ),
  },
  'account-closed-signup': {
    to: 'row',
    render: (p, siteUrl, { firstName }) =>
      portalMail(
        'This e-mail address belongs to a closed account',
        [
          greeting(firstName),
          `Someone, probably you, tried to create an account with this e-mail address. It belongs to an account with ${siteConfig.name} that was closed${closedOn(p)}, so no new account was made and no confirmation link will come.`,
          `To reopen your account or to start again, ${contactUs}.`,
          'If it was not you, you can ignore this e-mail.',
        ],
        `${siteUrl}/contact`,
      ),
  },
};
