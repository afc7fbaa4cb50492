/**
 * E-mails about the account itself. 'mfa-locked' is queued by private.settle_totp_code
 * (20261128130000_totp_code_uses.sql) when the 5th wrong authenticator code in 15 minutes pauses
 * the person's authenticator: once per pause, to the person (agent or client), link-only. It says
 * nothing about where the codes came from, and links to choosing a new password.
 */
import { greeting, portalMail, type PortalTemplate } from './portal-mail';

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
};
