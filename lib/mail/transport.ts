import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';

export const DEFAULT_SMTP_URL = 'smtp://127.0.0.1:54325';

const cache = new Map<string, Transporter>();

/** A nodemailer transport for SMTP_URL (the stand-in's catcher by default). */
export function mailTransport(url: string = process.env.SMTP_URL || DEFAULT_SMTP_URL): Transporter {
  let t = cache.get(url);
  if (!t) {
    // Short timeouts: a dead SMTP server should fail fast and leave the mail in the outbox.
    t = nodemailer.createTransport(url, {
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 10_000,
    });
    cache.set(url, t);
  }
  return t;
}

export function mailFrom(): string {
  return process.env.MAIL_FROM || 'Southern Cross Visa Advisers <no-reply@example.com.au>';
}
