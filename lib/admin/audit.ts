/**
 * /admin/audit: the audit log, newest first, filtered by actor, client, action and date, and its
 * CSV export. Reads run as the agent (RLS); the export goes through private.export_audit_log(),
 * which writes its own audit entry in the same transaction.
 */
import 'server-only';
import { and, desc, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type AuditEntry, auditLog } from '@/lib/db';
import type { ActorRole } from './audit-actions';
import { isValidIsoDate } from '@/lib/time/calendar';
import { toCsv } from './csv';
import { actorProfile, clientProfile, personColumns, personName } from './people';

export const AUDIT_PAGE_SIZE = 50;
// A real calendar day: '2026-02-30' has the shape but would make `::date` fail (a 500).
const day = z.string().refine(isValidIsoDate).optional().catch(undefined);

export const auditFilterSchema = z.object({
  actor: z.uuid().optional().catch(undefined),
  client: z.uuid().optional().catch(undefined),
  action: z
    .string()
    .regex(/^[a-z_]+(\.[a-z_]*)?$/)
    .max(80)
    .optional()
    .catch(undefined),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type AuditFilters = z.infer<typeof auditFilterSchema>;

function where(f: AuditFilters): SQL | undefined {
  return and(
    f.actor ? eq(auditLog.actorId, f.actor) : undefined,
    f.client ? eq(auditLog.clientId, f.client) : undefined,
    f.action
      ? f.action.endsWith('.')
        ? sql`left(${auditLog.action}, ${f.action.length}) = ${f.action}`
        : eq(auditLog.action, f.action)
      : undefined,
    f.from ? gte(auditLog.at, sql`${f.from}::date`) : undefined,
    f.to ? lt(auditLog.at, sql`${f.to}::date + 1`) : undefined,
  );
}

export interface AuditRow {
  id: number;
  at: Date;
  actorId: string | null;
  actor: string;
  /** What the actor was when they acted, recorded by the database (issue 22: a client called
   * "Demo Admin" read exactly like the agent). */
  actorRole: ActorRole;
  action: string;
  subjectType: string;
  subjectId: string | null;
  clientId: string | null;
  client: string | null;
  details: AuditEntry['details'];
}

type AuditColumns = typeof auditLog._.columns;

/**
 * One entry with its actor and client, from the table or from the export's rows (same columns).
 * Rows from before 20261126000700 have no recorded role: the actor's role today.
 */
const entryOf = <L extends Record<keyof AuditColumns, PgColumn>>(l: L) => ({
  id: l.id,
  at: l.at,
  actorId: l.actorId,
  actorRole: sql<ActorRole>`coalesce(${l.actorRole}, case when ${l.actorId} is null then 'system'
    when exists (select 1 from public.user_roles ur where ur.user_id = ${l.actorId}) then 'agent'
    else 'client' end)`,
  action: l.action,
  subjectType: l.subjectType,
  subjectId: l.subjectId,
  clientId: l.clientId,
  details: l.details,
  actorPerson: personColumns(actorProfile),
  clientPerson: personColumns(clientProfile),
});

type EntryRow = Omit<AuditRow, 'actor' | 'client'> & {
  actorPerson: { name: string | null; email: string | null } | null;
  clientPerson: { name: string | null; email: string | null } | null;
};
const toRow = ({ actorPerson, clientPerson, ...r }: EntryRow): AuditRow => ({
  ...r,
  actor: r.actorId ? personName(actorPerson) : 'System',
  client: r.clientId ? personName(clientPerson) : null,
});

export async function listAudit(agent: CurrentUser, f: AuditFilters) {
  const page = f.page ?? 1;
  return asUser(agent, async (tx) => {
    // One row more than a page says whether there is a next page without counting 100,000 rows.
    const rows = (
      await tx
        .select(entryOf(auditLog))
        .from(auditLog)
        .leftJoin(actorProfile, eq(actorProfile.id, auditLog.actorId))
        .leftJoin(clientProfile, eq(clientProfile.id, auditLog.clientId))
        .where(where(f))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE + 1)
        .offset((page - 1) * AUDIT_PAGE_SIZE)
    ).map(toRow);
    return { rows: rows.slice(0, AUDIT_PAGE_SIZE), page, hasNext: rows.length > AUDIT_PAGE_SIZE };
  });
}

/** The export: rows only from private.export_audit_log(), which records the export itself. */
export async function exportAudit(agent: CurrentUser, f: AuditFilters): Promise<string> {
  const filters = Object.fromEntries(
    Object.entries({
      actor: f.actor,
      client: f.client,
      action: f.action,
      from: f.from,
      to: f.to,
    }).filter(([, v]) => v !== undefined),
  );
  const rows = await asUser(agent, async (tx) => {
    // The function returns setof public.audit_log: the table's own columns.
    const l = tx
      .$with('l', getTableColumns(auditLog))
      .as(sql`select * from private.export_audit_log(${JSON.stringify(filters)}::jsonb)`);
    return (
      await tx
        .with(l)
        .select(entryOf(l))
        .from(l)
        .leftJoin(actorProfile, eq(actorProfile.id, l.actorId))
        .leftJoin(clientProfile, eq(clientProfile.id, l.clientId))
        .orderBy(desc(l.at), desc(l.id))
    ).map(toRow);
  });
  return toCsv(
    [
      'at',
      'actor',
      'actor_role',
      'actor_id',
      'action',
      'subject_type',
      'subject_id',
      'client_id',
      'details',
    ],
    rows.map((r) => [
      r.at.toISOString(),
      r.actor,
      r.actorRole,
      r.actorId,
      r.action,
      r.subjectType,
      r.subjectId,
      r.clientId,
      JSON.stringify(r.details),
    ]),
  );
}
