import 'server-only';
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrentUser } from '@/lib/auth/server';
import { asUser } from '@/lib/auth/as-user';
import { leadNotes, leads, profiles, type Lead } from '@/lib/db';
import { likePattern, searchQuery } from '@/lib/admin/scope';
import { isValidIsoDate } from '@/lib/time/calendar';
import { LEAD_KINDS, LEAD_STATUSES } from './constants';

export const PAGE_SIZE = 25;

/** Filters from the URL; anything unexpected is ignored rather than failing the page. */
export const leadFilterSchema = z.object({
  kind: z.enum(LEAD_KINDS).optional().catch(undefined),
  status: z.enum(LEAD_STATUSES).optional().catch(undefined),
  // A real calendar day only: 2026-99-99 made an Invalid Date and the page a 500.
  from: z.string().refine(isValidIsoDate).optional().catch(undefined),
  to: z.string().refine(isValidIsoDate).optional().catch(undefined),
  q: searchQuery,
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  /** "me": only leads assigned to the signed-in agent. */
  assigned: z.literal('me').optional().catch(undefined),
});
export type LeadFilters = z.infer<typeof leadFilterSchema>;

function where(f: LeadFilters, me?: string): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.assigned === 'me' && me) parts.push(eq(leads.assignee, me));
  if (f.kind) parts.push(eq(leads.kind, f.kind));
  if (f.status) parts.push(eq(leads.status, f.status));
  if (f.from) parts.push(gte(leads.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to)
    parts.push(lt(leads.createdAt, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000)));
  if (f.q) {
    const like = likePattern(f.q);
    parts.push(
      or(
        ilike(leads.fullName, like),
        ilike(leads.email, like),
        ilike(leads.phone, like),
        ilike(leads.message, like),
        ilike(leads.visaInterest, like),
      ),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/** Newest first, one page at a time, as the admin (RLS admits admins only). */
export async function listLeads(admin: CurrentUser, f: LeadFilters) {
  const page = f.page ?? 1;
  return asUser(admin, async (tx) => {
    const [counted] = await tx.select({ total: count() }).from(leads).where(where(f, admin.id));
    const total = counted?.total ?? 0;
    const rows = await tx
      .select()
      .from(leads)
      .where(where(f, admin.id))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
    return { rows, total, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
  });
}

/**
 * The export's rows come only from private.export_leads(), which writes the audit entry
 * (export.leads) in the same transaction: an export cannot happen unrecorded.
 */
export async function allLeadsForExport(admin: CurrentUser, f: LeadFilters): Promise<Lead[]> {
  const filters = Object.fromEntries(
    Object.entries({ kind: f.kind, status: f.status, from: f.from, to: f.to, q: f.q }).filter(
      ([, v]) => v !== undefined && v !== '',
    ),
  );
  // The function runs once for the subquery; RLS still applies to the rows read here.
  return asUser(admin, (tx) =>
    tx
      .select()
      .from(leads)
      .where(
        sql`${leads.id} in (select e.id from private.export_leads(${JSON.stringify(filters)}::jsonb) e)`,
      )
      .orderBy(desc(leads.createdAt)),
  );
}

export async function getLeadWithNotes(admin: CurrentUser, id: string) {
  if (!z.uuid().safeParse(id).success) return null;
  return asUser(admin, async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, id));
    if (!lead) return null;
    const notes = await tx
      .select({
        id: leadNotes.id,
        body: leadNotes.body,
        createdAt: leadNotes.createdAt,
        authorId: leadNotes.authorId,
        authorName: profiles.fullName,
        authorEmail: profiles.email,
      })
      .from(leadNotes)
      .leftJoin(profiles, eq(profiles.id, leadNotes.authorId))
      .where(eq(leadNotes.leadId, id))
      .orderBy(leadNotes.createdAt);
    return { lead, notes };
  });
}

export async function setLeadStatus(
  admin: CurrentUser,
  id: string,
  status: (typeof LEAD_STATUSES)[number],
) {
  return asUser(admin, (tx) =>
    tx.update(leads).set({ status }).where(eq(leads.id, id)).returning({ id: leads.id }),
  );
}

/** Assign to an agent (the database refuses anyone else and records the change), or unassign. */
export async function setLeadAssignee(admin: CurrentUser, id: string, assignee: string | null) {
  return asUser(admin, (tx) =>
    tx.update(leads).set({ assignee }).where(eq(leads.id, id)).returning({ id: leads.id }),
  );
}

export async function addLeadNote(admin: CurrentUser, id: string, body: string) {
  return asUser(admin, (tx) =>
    tx
      .insert(leadNotes)
      .values({ leadId: id, authorId: admin.id, body } as typeof leadNotes.$inferInsert)
      .returning({ id: leadNotes.id }),
  );
}

const CSV_COLUMNS: [string, (l: Lead) => unknown][] = [
  ['created_at', (l) => l.createdAt.toISOString()],
  ['kind', (l) => l.kind],
  ['status', (l) => l.status],
  ['full_name', (l) => l.fullName],
  ['email', (l) => l.email],
  ['phone', (l) => l.phone],
  ['country', (l) => l.country],
  ['visa_interest', (l) => l.visaInterest],
  ['preferred_window', (l) => l.preferredWindow],
  ['preferred_time', (l) => l.preferredTime?.toISOString()],
  ['time_zone', (l) => l.timeZone],
  ['message', (l) => l.message],
  ['marketing_consent', (l) => (l.marketingConsent ? 'yes' : 'no')],
  ['source_page', (l) => l.sourcePage],
  ['utm', (l) => (Object.keys(l.utm ?? {}).length ? JSON.stringify(l.utm) : '')],
  ['id', (l) => l.id],
];

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are prefixed with a quote. */
export function leadsToCsv(rows: Lead[]): string {
  const cell = (value: unknown) => {
    let s = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [
    CSV_COLUMNS.map(([h]) => h).join(','),
    ...rows.map((r) => CSV_COLUMNS.map(([, get]) => cell(get(r))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
