/**
 * Auth e-mails: rendered from the templates config.toml names (Go-template `{{ .Var }}` fields,
 * the subset GoTrue documents) and sent over SMTP to the local catcher.
 */
import { existsSync, readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';
import type { StackConfig } from '../config';

export type EmailKind =
  'confirmation' | 'recovery' | 'magic_link' | 'invite' | 'email_change' | 'reauthentication';

export interface TemplateData {
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  SiteURL: string;
  RedirectTo: string;
  Email: string;
  NewEmail?: string;
  Data?: Record<string, unknown>;
}

const DEFAULTS: Record<EmailKind, { subject: string; body: string }> = {
  confirmation: {
    subject: 'Confirm Your Signup',
    body: '<h2>Confirm your signup</h2><p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p><p>Code: {{ .Token }}</p>',
  },
  recovery: {
    subject: 'Reset Your Password',
    body: '<h2>Reset Password</h2><p><a href="{{ .ConfirmationURL }}">Reset Password</a></p><p>Code: {{ .Token }}</p>',
  },
  magic_link: {
    subject: 'Your Magic Link',
    body: '<h2>Magic Link</h2><p><a href="{{ .ConfirmationURL }}">Log In</a></p><p>Code: {{ .Token }}</p>',
  },
  invite: {
    subject: 'You have been invited',
    body: '<h2>You have been invited</h2><p><a href="{{ .ConfirmationURL }}">Accept the invite</a></p>',
  },
  email_change: {
    subject: 'Confirm Email Change',
    body: '<h2>Confirm Change of Email</h2><p><a href="{{ .ConfirmationURL }}">Change Email</a></p>',
  },
  // GoTrue's default reauthentication mail: a code, no link.
  reauthentication: {
    subject: 'Confirm reauthentication',
    body: '<h2>Confirm reauthentication</h2><p>Enter the code: {{ .Token }}</p>',
  },
};

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&#34;')
    .replace(/'/g, '&#39;');

/** `{{ .Name }}` and `{{ .Data.key }}`; values are HTML-escaped like html/template does. */
export function renderTemplate(tpl: string, data: TemplateData): string {
  return tpl.replace(
    /\{\{\s*\.([A-Za-z]+)(?:\.([A-Za-z0-9_]+))?\s*\}\}/g,
    (_, name: string, sub?: string) => {
      const v = sub
        ? (data as unknown as Record<string, Record<string, unknown> | undefined>)[name]?.[sub]
        : (data as unknown as Record<string, unknown>)[name];
      return v === undefined || v === null ? '' : escapeHtml(String(v));
    },
  );
}

export interface Mailer {
  send(kind: EmailKind, to: string, data: TemplateData): Promise<void>;
  close(): void;
}

export function createMailer(
  cfg: StackConfig,
  smtp: { host: string; port: number } | undefined,
  log: (m: string) => void,
): Mailer {
  const transport = smtp
    ? nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: false,
        ignoreTLS: true,
      })
    : undefined;
  return {
    async send(kind, to, data) {
      const t = cfg.auth.email.templates[kind];
      const body =
        t?.contentPath && existsSync(t.contentPath)
          ? readFileSync(t.contentPath, 'utf8')
          : DEFAULTS[kind].body;
      const subject = renderTemplate(t?.subject || DEFAULTS[kind].subject, data);
      const html = renderTemplate(body, data);
      if (!transport) {
        log(`mail (SMTP off) to ${to}: ${subject} ${data.ConfirmationURL}`);
        return;
      }
      await transport.sendMail({ from: 'Supabase Local <noreply@localhost>', to, subject, html });
    },
    close: () => transport?.close(),
  };
}
