/**
 * The values the database and the app both spell out, read from the database's catalogue after
 * every migration (issue 37), so a list changed on one side fails here rather than in a person's
 * form: the check constraints' value lists (pg_get_constraintdef), the mails the database queues
 * and the ones it folds into a digest (the current function bodies, pg_proc), and the engagement
 * answer's length limits, each against its TypeScript constant. Any new check with a value list
 * must be named here. The matter stage table has its own file: matter-stages-cases.ts.
 * Registered on PGlite and PostgreSQL 15.
 */
import { sql } from 'drizzle-orm';
import { createDb, type Db } from '@/lib/db';
import { ACTOR_ROLE_LABELS } from '@/lib/admin/audit-actions';
import { ASSESSMENT_STATUSES, ASSESSMENT_TYPES } from '@/lib/assessments/constants';
import { SENSITIVE_FIELDS } from '@/lib/assessments/forms/kit';
import {
  DEPOSIT_PURPOSES,
  DEPOSIT_STATUSES,
  INVOICE_STATUSES,
  LEDGER_KINDS,
  PAYMENT_METHODS,
} from '@/lib/billing/constants';
import { categoryHasExpiry } from '@/lib/config/document-checklist';
import { ROLES } from '@/lib/db/schema/core';
import { FACTOR_RECOVERY_STATUSES } from '@/lib/db/schema/factor-recoveries';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_MIME_TYPES,
  DOCUMENT_STATUSES,
} from '@/lib/documents/constants';
import {
  ACCEPTED_NAME_LENGTH,
  DECLINE_REASON_MAX,
  ENGAGEMENT_STATUSES,
} from '@/lib/engagements/constants';
import { LOCALES } from '@/lib/i18n/locales';
import { LEAD_KINDS, LEAD_STATUSES } from '@/lib/leads/constants';
import { jobTemplates } from '@/lib/mail/job-templates';
import { portalTemplates } from '@/lib/mail/portal-templates';
import {
  DEADLINE_KINDS,
  MATTER_OUTCOMES,
  MATTER_STAGES,
  MEMBER_ROLES,
} from '@/lib/matters/constants';
import { MESSAGE_KINDS, MESSAGE_MAX_LENGTH } from '@/lib/messages/constants';
import { CONTACT_CHANNELS } from '@/lib/profiles/constants';
import type { TestStack } from '../support/stack';

/** A check constraint whose values are exactly a TypeScript list (order aside). */
const LISTS: Record<string, readonly string[]> = {
  assessments_status_check: ASSESSMENT_STATUSES,
  assessments_type_check: ASSESSMENT_TYPES,
  assessments_sensitive_needs_consent: SENSITIVE_FIELDS,
  audit_log_actor_role_check: Object.keys(ACTOR_ROLE_LABELS),
  deadlines_kind_check: DEADLINE_KINDS,
  deposit_requests_purpose_check: DEPOSIT_PURPOSES,
  deposit_requests_status_check: DEPOSIT_STATUSES,
  document_requests_category_check: DOCUMENT_CATEGORIES,
  documents_category_check: DOCUMENT_CATEGORIES,
  documents_expiry_only_where_it_exists: DOCUMENT_CATEGORIES.filter(categoryHasExpiry),
  documents_mime_type_check: DOCUMENT_MIME_TYPES,
  documents_status_check: DOCUMENT_STATUSES,
  engagements_status_check: ENGAGEMENT_STATUSES,
  factor_recoveries_status_check: FACTOR_RECOVERY_STATUSES,
  invoices_status_check: INVOICE_STATUSES,
  leads_kind_check: LEAD_KINDS,
  leads_locale_check: LOCALES,
  leads_status_check: LEAD_STATUSES,
  ledger_entries_kind_check: LEDGER_KINDS,
  ledger_entries_method_check: PAYMENT_METHODS,
  matter_members_role_check: MEMBER_ROLES,
  matters_outcome_check: MATTER_OUTCOMES,
  matters_stage_check: MATTER_STAGES,
  messages_kind_check: MESSAGE_KINDS,
  profiles_preferred_contact_check: CONTACT_CHANNELS,
  profiles_preferred_locale_ok: LOCALES,
  user_roles_role_check: ROLES,
};

/** A rule over some of a listed column's values: each must be in that list. */
const SUBSETS: Record<string, readonly string[]> = {
  factor_recoveries_approved_has_due: FACTOR_RECOVERY_STATUSES,
  factor_recoveries_verified_has_note: FACTOR_RECOVERY_STATUSES,
  ledger_entries_amount_sign: LEDGER_KINDS,
  ledger_entries_deposit_only_receipts: LEDGER_KINDS,
  ledger_entries_money_has_method: LEDGER_KINDS,
  ledger_entries_transfer_names_invoice: LEDGER_KINDS,
  matters_lodged_has_trn: MATTER_STAGES,
  matters_outcome_only_when_decided: MATTER_STAGES,
};

/** A check's greatest character length: `char_length(<column>) <= n`. */
const MAX_LENGTHS: Record<string, number> = {
  engagements_accepted_name_check: ACCEPTED_NAME_LENGTH.max,
  engagements_decline_reason_check: DECLINE_REASON_MAX,
  messages_body_check: MESSAGE_MAX_LENGTH,
};

/** The quoted text values in a constraint's or function's text, in order. */
const literals = (text: string) =>
  [...text.matchAll(/'((?:[^']|'')*)'(?:::text)?/g)].map((m) => m[1]!.replaceAll("''", "'"));
/** A list check's values: those in its ARRAY[…] when it has one, else its one literal. */
const listOf = (def: string) => literals(/ARRAY\[([^\]]*)\]/.exec(def)?.[1] ?? def);
const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort();

export function registerCatalogueCases(getStack: () => TestStack) {
  let db: Db;
  let checks: Map<string, string>;
  let bodies: Map<string, string>;

  beforeAll(async () => {
    db = createDb(getStack().dbUrl, 1);
    const c = await db.execute<{ name: string; def: string }>(sql`
      select c.conname as name, pg_get_constraintdef(c.oid) as def
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'c' and n.nspname in ('public', 'private')`);
    checks = new Map(c.rows.map((r) => [r.name, r.def]));
    // The current body of each function, whichever migration last defined it.
    const f = await db.execute<{ name: string; src: string }>(sql`
      select p.proname as name, string_agg(p.prosrc, E'\n') as src
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') group by p.proname`);
    bodies = new Map(f.rows.map((r) => [r.name, r.src]));
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
  });

  const check = (name: string) => {
    const def = checks.get(name);
    if (!def) throw new Error(`no check constraint ${name} in the database`);
    return def;
  };
  const body = (name: string) => {
    const src = bodies.get(name);
    if (!src) throw new Error(`no function ${name} in the database`);
    return src;
  };

  test.each(Object.entries(LISTS))('%s holds the TypeScript list', (name, ts) => {
    expect(sorted(listOf(check(name)))).toEqual(sorted(ts));
  });

  test.each(Object.entries(SUBSETS))('%s names only values of its list', (name, of) => {
    const values = listOf(check(name));
    expect(values.length).toBeGreaterThan(0);
    expect(values.filter((v) => !of.includes(v))).toEqual([]);
  });

  test('every check with a value list is named above (a new list needs its TypeScript side)', () => {
    const listy = [...checks]
      .filter(
        ([, def]) => def.includes('ARRAY[') || /^CHECK \(\(\w+ = '[^']*'::text\)\)$/.test(def),
      )
      .map(([name]) => name);
    expect(sorted(listy)).toEqual(sorted([...Object.keys(LISTS), ...Object.keys(SUBSETS)]));
  });

  test.each(Object.entries(MAX_LENGTHS))('%s allows the same length as the form', (name, max) => {
    expect(check(name)).toMatch(new RegExp(`char_length\\(\\w+\\) <= ${max}\\)`));
  });

  test('accepting an offer takes a name of the same length; declining keeps the same reason', () => {
    const src = body('respond_to_engagement');
    const name = /p_name[^;]*?not between (\d+) and (\d+)/.exec(src);
    expect(name && { min: Number(name[1]), max: Number(name[2]) }).toEqual(ACCEPTED_NAME_LENGTH);
    const reason = /left\(btrim\(coalesce\(p_reason, ''\)\), (\d+)\)/.exec(src);
    expect(reason && Number(reason[1])).toBe(DECLINE_REASON_MAX);
  });

  test('the mails the database folds into a digest are the templates marked `digest`', async () => {
    const names = Object.keys(portalTemplates);
    const { rows } = await db.execute<{ name: string; digested: boolean }>(sql`
      select t as name, private.outbox_digest_window(t) is not null as digested
      from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) t`);
    const fromDb = rows.filter((r) => r.digested).map((r) => r.name);
    const fromTs = names.filter((n) => portalTemplates[n]!.digest);
    expect(sorted(fromDb)).toEqual(sorted(fromTs));
    // And the window names no template the app cannot render.
    const window = /p_template in \(([^)]*)\)/.exec(body('outbox_digest_window'))?.[1] ?? '';
    expect(sorted(literals(window))).toEqual(sorted(fromTs));
  });

  test('every mail the database queues has a template, and every template is queued', () => {
    const queued = new Set<string>();
    for (const src of bodies.values()) {
      // insert into public.email_outbox (…) values ('name' | case … 'name' … end, …)
      for (const m of src.matchAll(/insert into public\.email_outbox[\s\S]*?;/g))
        for (const v of literals(m[0]))
          if (/^[a-z]+(-[a-z]+)+$/.test(v) && v !== 'engagement-') queued.add(v);
      for (const m of src.matchAll(/factor_recovery_mail\('([a-z-]+)'/g)) queued.add(m[1]!);
      // 'engagement-' || new.status [|| '-agency'], for the statuses its `if` names.
      for (const m of src.matchAll(
        /if new\.status in \(([^)]*)\)[^;]*?values \('engagement-' \|\| new\.status( \|\| '-agency')?/g,
      ))
        for (const status of literals(m[1]!))
          queued.add(`engagement-${status}${m[2] ? '-agency' : ''}`);
    }
    // lib/mail/outbox.ts renders the two lead mails by name; the rest are portal templates.
    const rendered = [...Object.keys(portalTemplates), 'lead-notification', 'lead-acknowledgement'];
    expect([...queued].filter((t) => !rendered.includes(t))).toEqual([]);
    // Templates the jobs queue from TypeScript (lib/jobs) are not the database's to name.
    const fromDbOnly = Object.keys(portalTemplates).filter((t) => !(t in jobTemplates));
    expect(fromDbOnly.filter((t) => !queued.has(t))).toEqual([]);
  });
}
