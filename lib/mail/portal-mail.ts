/**
 * The one shape of every portal e-mail: a greeting, a few plain lines, a link to sign in, the
 * agency's name; as plain text and as HTML (some mail apps show only one). They carry no personal
 * details beyond the recipient's first name, and no answers, reasons or document contents.
 */
import { siteConfig } from '@/lib/config/site';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import type { RenderedMail } from './lead-templates';

/** What lib/mail/outbox.ts knows about the row besides its payload. */
export interface MailContext {
  /** How many events the e-mail tells about (rows folded together by the outbox digest). */
  count: number;
  /** The client's first name from their profile; only for e-mails to the client. */
  firstName?: string | null;
  /** Whom the e-mail is about (agency e-mails link to the client's page when they digest). */
  clientId?: string | null;
  /**
   * The client's language (profiles.preferred_locale); only for e-mails to the client. A template
   * with its text in lib/i18n/messages/mail renders in it (`clientMail`); the others are English.
   */
  locale?: Locale | null;
}

export interface PortalTemplate {
  /**
   * Who receives it: `agency` the agency inbox; `row` the client whose address the database
   * queued (greeted by their first name); `agent` the agent whose address it queued (never greeted
   * with the client's name).
   */
  to: 'agency' | 'row' | 'agent';
  /**
   * The outbox folds this template's rows to one address within 15 minutes into one e-mail
   * (private.outbox_digest_window, 20261126000500_outbox_digest.sql) and `render` tells the
   * count; tests/rls/catalogue-cases.ts holds the two lists together.
   */
  digest?: true;
  render(payload: Record<string, unknown>, siteUrl: string, context: MailContext): RenderedMail;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "Hello Ayesha," or "Hello," when the profile has no name yet; in `locale` when given. */
export const greeting = (firstName?: string | null, locale: Locale = 'en') => {
  const t = translator(locale, 'mail');
  return firstName?.trim() ? t('greeting', { name: firstName.trim() }) : t('greetingNoName');
};

type MailText =
  | 'messageToClient'
  | 'documentRequested'
  | 'documentNeedsReplacement'
  | 'profileChangedByAgent'
  | 'depositRequested'
  | 'invoiceIssued'
  | 'creditNoteIssued';

/**
 * An e-mail to the client in their language: the subject, a line and a sign-in line from the
 * `mail` messages (`key`), the greeting, the link. `count` chooses the plural forms.
 */
export function clientMail(key: MailText, link: string, context: MailContext): RenderedMail {
  const locale = context.locale ?? 'en';
  const t = translator(locale, 'mail');
  const count = context.count;
  return portalMail(
    t(`${key}.subject`, { count }),
    [
      greeting(context.firstName, locale),
      t(`${key}.line`, { count }),
      t(`${key}.signIn`, { count }),
    ],
    link,
    locale,
  );
}

/** "a document" / "3 documents" */
export const counted = (count: number, one: string, many: string) =>
  count > 1 ? `${count} ${many}` : one;

export function portalMail(
  subject: string,
  lines: string[],
  link: string,
  locale: Locale = 'en',
): RenderedMail {
  const text = `${lines.join('\n\n')}\n\n${link}\n\n${siteConfig.name}\n`;
  const { tag, dir } = localeInfo[locale];
  const html = `<!doctype html><html lang="${tag}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#0f172a">${lines.map((l) => `<p>${escape(l)}</p>`).join('')}<p><a href="${escape(link)}">${escape(link)}</a></p><p>${escape(siteConfig.name)}</p></body></html>`;
  return { subject, text, html };
}
