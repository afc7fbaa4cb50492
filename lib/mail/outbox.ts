import 'server-only';
import { sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { siteConfig } from '@/lib/config/site';
import { db as defaultDb, inTransaction, type Db } from '@/lib/db';
import { serverEnv } from '@/lib/env/server';
import { logEvent } from '@/lib/log';
import { leadAcknowledgement, leadNotification, type LeadForMail } from './lead-templates';
import { isPortalTemplate, portalTemplates } from './portal-templates';
import { isLocale } from '@/lib/i18n/locales';
import { mailFrom, mailTransport } from './transport';

export const MAX_ATTEMPTS = 12;

/** 30 s, 1 min, 2 min … capped at 1 hour between tries. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

interface OutboxRow {
  id: string;
  template: string;
  to_address: string;
  attempts: number;
  payload: Record<string, unknown>;
  lead: LeadForMail | null;
  client_id: string | null;
  digest_count: number;
  /** Only for e-mails to the client themselves; never another personal detail. */
  first_name: string | null;
  locale: string | null;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Sends the mail that is due. Rows are claimed with SKIP LOCKED and a short lease, so several
 * app instances (or an overlapping cron) never send the same message twice; a crash mid-send
 * leaves the row to be retried when the lease runs out.
 */
export async function deliverDueMail(
  opts: { db?: Db; transport?: Transporter; limit?: number } = {},
): Promise<DeliveryReport> {
  // One delivery run per process at a time; a request that arrives meanwhile asks for one more
  // pass instead of starting a second, competing run. (Correctness across instances comes from
  // SKIP LOCKED; this only keeps a burst of leads from queueing dozens of identical runs.)
  if (opts.db || opts.transport) return deliverOnce(opts);
  if (inFlight) {
    again = true;
    return inFlight;
  }
  inFlight = (async () => {
    const total: DeliveryReport = { sent: 0, failed: 0 };
    do {
      again = false;
      const r = await deliverOnce(opts);
      total.sent += r.sent;
      total.failed += r.failed;
    } while (again);
    return total;
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

let inFlight: Promise<DeliveryReport> | null = null;
let again = false;

async function deliverOnce(opts: {
  db?: Db;
  transport?: Transporter;
  limit?: number;
}): Promise<DeliveryReport> {
  const database = opts.db ?? defaultDb;
  const transport = opts.transport ?? mailTransport();
  // Each statement is its own short transaction (lib/db/transaction.ts says why); the SMTP
  // conversation happens between them, never while a transaction holds the connection.
  const claimed = await inTransaction(database, (tx) =>
    tx.execute(sql`
    with due as (
      select id from public.email_outbox
      where sent_at is null and next_attempt_at <= now() and attempts < ${MAX_ATTEMPTS}
      order by next_attempt_at
      limit ${opts.limit ?? 20}
      for update skip locked
    )
    update public.email_outbox o
    set attempts = o.attempts + 1, next_attempt_at = now() + interval '5 minutes'
    from due
    where o.id = due.id
    returning o.id, o.template, o.to_address, o.attempts, o.payload, o.client_id, o.digest_count,
      (select to_jsonb(l) from public.leads l where l.id = o.lead_id) as lead,
      (select nullif((regexp_split_to_array(btrim(p.full_name), '\\s+'))[1], '')
         from public.profiles p where p.id = o.client_id and o.to_address <> 'agency') as first_name,
      (select p.preferred_locale from public.profiles p
        where p.id = o.client_id and o.to_address <> 'agency') as locale`),
  );

  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (const row of claimed.rows as unknown as OutboxRow[]) {
    try {
      const t = isPortalTemplate(row.template) ? portalTemplates[row.template] : undefined;
      if (t) {
        await transport.sendMail({
          from: mailFrom(),
          to: t.to === 'agency' ? serverEnv().LEADS_INBOX : row.to_address,
          ...t.render(row.payload ?? {}, siteConfig.url, {
            count: row.digest_count ?? 1,
            firstName: t.to === 'row' ? row.first_name : null,
            locale: t.to === 'row' && isLocale(row.locale) ? row.locale : null,
            clientId: row.client_id,
          }),
        });
        await markSent(database, row.id);
        report.sent++;
        continue;
      }
      if (!row.lead) throw new Error('lead no longer exists');
      const mail =
        row.template === 'lead-notification'
          ? leadNotification(row.lead, siteConfig.url)
          : leadAcknowledgement(row.lead);
      await transport.sendMail({
        from: mailFrom(),
        to: row.to_address,
        replyTo: row.template === 'lead-notification' ? (row.lead.email ?? undefined) : undefined,
        ...mail,
      });
      await markSent(database, row.id);
      report.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await inTransaction(database, (tx) =>
        tx.execute(sql`
          update public.email_outbox
          set last_error = ${message.slice(0, 500)}, next_attempt_at = now() + make_interval(secs => ${backoffSeconds(row.attempts)})
          where id = ${row.id}`),
      );
      logEvent(
        'mail_failed',
        { outboxId: row.id, template: row.template, attempts: row.attempts, error: message },
        'warn',
      );
      report.failed++;
    }
  }
  if (report.sent || report.failed) logEvent('mail_delivery', { ...report });
  return report;
}

const markSent = (database: Db, id: string) =>
  inTransaction(database, (tx) =>
    tx.execute(
      sql`update public.email_outbox set sent_at = now(), last_error = null where id = ${id}`,
    ),
  );
