/**
 * The one shape of every portal e-mail: a greeting, a few plain lines, a link to sign in, the
 * agency's name; as plain text and as HTML (some mail apps show only one). They carry no personal
 * details beyond the recipient's first name, and no answers, reasons or document contents.
 */
import { siteConfig } from '@/lib/config/site';
import type { RenderedMail } from './lead-templates';

/** What lib/mail/outbox.ts knows about the row besides its payload. */
export interface MailContext {
  /** How many events the e-mail tells about (rows folded together by the outbox digest). */
  count: number;
  /** The client's first name from their profile; only for e-mails to the client. */
  firstName?: string | null;
  /** Whom the e-mail is about (agency e-mails link to the client's page when they digest). */
  clientId?: string | null;
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

/** "Hello Ayesha," or "Hello," when the profile has no name yet. */
export const greeting = (firstName?: string | null) =>
  firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,';

/** "a document" / "3 documents" */
export const counted = (count: number, one: string, many: string) =>
  count > 1 ? `${count} ${many}` : one;

export function portalMail(subject: string, lines: string[], link: string): RenderedMail {
  const text = `${lines.join('\n\n')}\n\n${link}\n\n${siteConfig.name}\n`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">${lines.map((l) => `<p>${escape(l)}</p>`).join('')}<p><a href="${escape(link)}">${escape(link)}</a></p><p>${escape(siteConfig.name)}</p></body></html>`;
  return { subject, text, html };
}
