import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { siteConfig } from '@/lib/config/site';
import { asAnon, db as defaultDb, type Db } from '@/lib/db';
import { logEvent } from '@/lib/log';
import { zonedTimeToUtc } from '@/lib/time/zones';
import { consultationWindows } from './options';
import type { CallbackInput, ConsultationInput, ContactInput, LeadKind } from './schema';

/** Limits per fixed window. Kept generous: a family may send several requests from one address. */
export const rateLimits = {
  perAddress: { windowSeconds: 600, max: Number(process.env.LEADS_RATE_LIMIT_PER_ADDRESS ?? 5) },
  perEmail: { windowSeconds: 3600, max: Number(process.env.LEADS_RATE_LIMIT_PER_EMAIL ?? 3) },
};

/** Where lead notifications go. */
export function agencyInbox(): string {
  return process.env.LEADS_INBOX || siteConfig.contact.email;
}

export type SubmitResult =
  | { status: 'created'; id: string }
  | { status: 'duplicate' }
  | { status: 'rate_limited' }
  | { status: 'spam' };

export interface SubmitContext {
  clientAddress: string;
  db?: Db;
}

/** Addresses and e-mails are hashed before they reach the rate-limit table. */
export function hashKey(value: string): string {
  const salt = process.env.RATE_LIMIT_SALT ?? 'local-development-salt';
  return createHash('sha256').update(`${salt}:${value.trim().toLowerCase()}`).digest('hex');
}

type Input = (ContactInput | CallbackInput | ConsultationInput) & { kind: LeadKind };

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
 * Stores a lead exactly once and queues its e-mails in the same transaction, as the anonymous
 * role (insert only). Honeypot hits are dropped quietly; rate-limited callers get told so.
 */
export async function submitLead(input: Input, ctx: SubmitContext): Promise<SubmitResult> {
  const database = ctx.db ?? defaultDb;
  if (input.website) {
    logEvent('lead_honeypot', { kind: input.kind });
    return { status: 'spam' };
  }
  try {
    return await asAnon(async (tx) => {
      const row = toLeadRow(input);
      const r = await tx.execute(
        sql`select public.submit_lead(${JSON.stringify(row)}::jsonb, ${agencyInbox()}) as id`,
      );
      const id = r.rows[0]?.id as string | null;
      // A double click or retry: the first submission already stored it; not counted again.
      if (!id) return { status: 'duplicate' } as const;
      const take = async (
        bucket: string,
        key: string,
        limit: { windowSeconds: number; max: number },
      ) => {
        const hit = await tx.execute(
          sql`select public.take_rate_limit(${bucket}, ${hashKey(key)}, ${limit.windowSeconds}, ${limit.max}) as ok`,
        );
        return hit.rows[0]?.ok === true;
      };
      const addressOk = await take('lead-address', ctx.clientAddress, rateLimits.perAddress);
      const emailOk = input.email
        ? await take('lead-email', input.email, rateLimits.perEmail)
        : true;
      if (!addressOk || !emailOk) throw new RateLimited(addressOk ? 'email' : 'address');
      logEvent('lead_created', { kind: input.kind, id });
      return { status: 'created', id } as const;
    }, database);
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error;
    // The insert rolled back with the transaction; the counters stay at their limit.
    logEvent('lead_rate_limited', { kind: input.kind, by: error.by }, 'warn');
    return { status: 'rate_limited' };
  }
}

class RateLimited extends Error {
  constructor(readonly by: 'address' | 'email') {
    super('rate limited');
  }
}

export function newIdempotencyKey(): string {
  return randomUUID();
}
