import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { siteConfig } from '@/lib/config/site';
import { db as defaultDb, inTransaction, type Db } from '@/lib/db';
import { serverEnv } from '@/lib/env/server';
import { UNKNOWN_ADDRESS } from '@/lib/http/client-address';
import type { Locale } from '@/lib/i18n/locales';
import { logEvent } from '@/lib/log';
import { zonedTimeToUtc } from '@/lib/time/zones';
import { emailRateKey } from './email-key';
import { consultationWindows } from './options';
import type { CallbackInput, ConsultationInput, ContactInput, LeadKind } from './schema';

/**
 * How many times the per-address limit every visitor shares when the address is unknown (no
 * proxy configured on a `next start` host, lib/http/client-address.ts): one visitor's five
 * requests must not close the forms for everyone, while a flood from one machine still stops
 * somewhere. The per-mailbox limit holds either way.
 */
export const SHARED_ADDRESS_FACTOR = 50;

/**
 * Limits per fixed window for a request from `address`. Kept generous: a family may send several
 * requests from one address.
 */
export function rateLimits(address?: string) {
  const env = serverEnv();
  const shared = address === UNKNOWN_ADDRESS ? SHARED_ADDRESS_FACTOR : 1;
  return {
    perAddress: { windowSeconds: 600, max: env.LEADS_RATE_LIMIT_PER_ADDRESS * shared },
    perEmail: { windowSeconds: 3600, max: env.LEADS_RATE_LIMIT_PER_EMAIL },
  };
}

export type SubmitResult =
  | { status: 'created'; id: string }
  | { status: 'duplicate' }
  | { status: 'rate_limited'; by: string }
  | { status: 'spam' };

export interface SubmitContext {
  /** The rate-limit key for where the request came from (lib/http/client-address.ts). */
  clientAddress: string;
  db?: Db;
}

/** Addresses and e-mails are hashed with a server secret before they reach the rate-limit table. */
export function hashKey(value: string): string {
  return createHash('sha256')
    .update(`${serverEnv().RATE_LIMIT_SALT}:${value.trim().toLowerCase()}`)
    .digest('hex');
}

/** A validated lead, its kind, and the language of the page it came from (English if none). */
type Input = (ContactInput | CallbackInput | ConsultationInput) & {
  kind: LeadKind;
  locale?: Locale;
};

/** The row the database function stores, from a validated form. */
export function toLeadRow(input: Input) {
  const base = {
    kind: input.kind,
    full_name: input.fullName,
    email: input.email || null,
    phone: input.phone || null,
    country: input.country,
    visa_interest: input.visaInterest,
    marketing_consent: input.marketingConsent,
    source_page: input.sourcePage || null,
    locale: input.locale ?? 'en',
    utm: Object.fromEntries(
      Object.entries({
        source: input.utmSource,
        medium: input.utmMedium,
        campaign: input.utmCampaign,
      }).filter(([, v]) => v),
    ),
    // Without JavaScript there is no key from the browser: derive one from the content, so a
    // resubmitted page within the same ten minutes still stores one lead.
    idempotency_key:
      input.idempotencyKey && input.idempotencyKey.length >= 8
        ? input.idempotencyKey
        : `derived-${createHash('sha256')
            .update(
              JSON.stringify({
                ...input,
                idempotencyKey: '',
                bucket: Math.floor(Date.now() / 600_000),
              }),
            )
            .digest('hex')
            .slice(0, 40)}`,
  };
  if (input.kind === 'contact') return { ...base, message: (input as ContactInput).message };
  if (input.kind === 'callback')
    return { ...base, preferred_window: (input as CallbackInput).preferredWindow };
  const c = input as ConsultationInput;
  const window = consultationWindows.find((w) => w.id === c.preferredWindow)!;
  return {
    ...base,
    message: c.message || null,
    preferred_time: zonedTimeToUtc(
      c.preferredDate,
      window.start,
      siteConfig.hours.timeZone,
    ).toISOString(),
    preferred_window: `${c.preferredDate} ${window.start}–${window.end} Sydney time`,
    time_zone: c.timeZone || null,
  };
}

/**
 * Stores a lead exactly once, counts it against the per-address and per-e-mail limits and queues
 * its e-mails: one call to private.submit_lead, one transaction. It runs as the server's own
 * database role (the anon role can no longer write leads, see the 20261123000100 migration), with
 * a statement timeout so a stuck database answers 503 instead of hanging the request.
 * Honeypot hits are dropped quietly.
 */
export async function submitLead(input: Input, ctx: SubmitContext): Promise<SubmitResult> {
  const database = ctx.db ?? defaultDb;
  if (input.website) {
    logEvent('lead_honeypot', { kind: input.kind });
    return { status: 'spam' };
  }
  const row = toLeadRow(input);
  const limits = rateLimits(ctx.clientAddress);
  const buckets = [
    { bucket: 'lead-address', key: hashKey(ctx.clientAddress), ...limits.perAddress },
    ...(input.email
      ? [{ bucket: 'lead-email', key: hashKey(emailRateKey(input.email)), ...limits.perEmail }]
      : []),
  ].map(({ windowSeconds, ...b }) => ({ ...b, window_seconds: windowSeconds }));

  const r = await inTransaction(database, (tx) =>
    tx.execute(sql`select status, lead_id, limited_by from private.submit_lead(
        ${JSON.stringify(row)}::jsonb, ${serverEnv().LEADS_INBOX}, ${JSON.stringify(buckets)}::jsonb)`),
  );
  const out = r.rows[0] as { status: string; lead_id: string | null; limited_by: string | null };
  if (out.status === 'created' && out.lead_id) {
    logEvent('lead_created', { kind: input.kind, id: out.lead_id });
    return { status: 'created', id: out.lead_id };
  }
  if (out.status === 'rate_limited') {
    logEvent('lead_rate_limited', { kind: input.kind, by: out.limited_by }, 'warn');
    return { status: 'rate_limited', by: out.limited_by ?? 'unknown' };
  }
  // A double click or retry: the first submission already stored it; not counted again.
  return { status: 'duplicate' };
}
