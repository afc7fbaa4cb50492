import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { serverEnv } from '@/lib/env/server';

const cache = new Map<string, Transporter>();

/** A nodemailer transport for SMTP_URL (the stand-in's catcher locally). */
export function mailTransport(url: string = serverEnv().SMTP_URL): Transporter {
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
  return serverEnv().MAIL_FROM;
}
