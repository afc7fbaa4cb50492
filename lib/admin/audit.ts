/**
 * /admin/audit: the audit log, newest first, filtered by actor, client, action and date, and its
 * CSV export. Reads run as the agent (RLS); the export goes through private.export_audit_log(),
 * which writes its own audit entry in the same transaction.
 */
import 'server-only';
import { asUser } from '@/lib/auth/as-user';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrentUser } from '@/lib/auth/server';
import { toCsv } from './csv';
import { personName } from './client-file';
import type { ActorRole } from './audit-actions';
import { toDate } from './scope';

export const AUDIT_PAGE_SIZE = 50;
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

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

function where(f: AuditFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.actor) parts.push(sql`l.actor_id = ${f.actor}`);
  if (f.client) parts.push(sql`l.client_id = ${f.client}`);
  if (f.action)
    parts.push(
      f.action.endsWith('.')
        ? sql`left(l.action, ${f.action.length}) = ${f.action}`
        : sql`l.action = ${f.action}`,
    );
  if (f.from) parts.push(sql`l.at >= ${f.from}::date`);
  if (f.to) parts.push(sql`l.at < ${f.to}::date + 1`);
  return sql.join(parts, sql` and `);
}

export interface AuditRow {
  id: number;
  at: Date | null;
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
  details: Record<string, unknown>;
}

const toRow = (r: Record<string, unknown>): AuditRow => ({
  id: Number(r.id),
  at: toDate(r.at),
  actorId: (r.actor_id as string) ?? null,
  actor: r.actor_id ? personName(r, 'actor') : 'System',
  actorRole: (r.actor_role_shown as ActorRole) ?? 'system',
  action: String(r.action),
  subjectType: String(r.subject_type),
  subjectId: (r.subject_id as string) ?? null,
  clientId: (r.client_id as string) ?? null,
  client: r.client_id ? personName(r, 'client') : null,
  details: (r.details ?? {}) as Record<string, unknown>,
});

export async function listAudit(agent: CurrentUser, f: AuditFilters) {
  const page = f.page ?? 1;
  return asUser(agent, async (tx) => {
    // One row more than a page says whether there is a next page without counting 100,000 rows.
    const rows = (
      await tx.execute<Record<string, unknown>>(sql`
        select l.*, a.full_name as actor_name, a.email as actor_email,
          -- Rows from before 20261126000700 have no recorded role: the actor's role today.
          coalesce(l.actor_role, case when l.actor_id is null then 'system'
            when exists (select 1 from public.user_roles ur where ur.user_id = l.actor_id) then 'agent'
            else 'client' end) as actor_role_shown,
          c.full_name as client_name, c.email as client_email
        from public.audit_log l
        left join public.profiles a on a.id = l.actor_id
        left join public.profiles c on c.id = l.client_id
        where ${where(f)}
        order by l.at desc, l.id desc
        limit ${AUDIT_PAGE_SIZE + 1} offset ${(page - 1) * AUDIT_PAGE_SIZE}`)
    ).rows.map(toRow);
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
  const rows = await asUser(agent, async (tx) =>
    (
      await tx.execute<Record<string, unknown>>(sql`
        select l.*, a.full_name as actor_name, a.email as actor_email,
          coalesce(l.actor_role, case when l.actor_id is null then 'system'
            when exists (select 1 from public.user_roles ur where ur.user_id = l.actor_id) then 'agent'
            else 'client' end) as actor_role_shown,
          c.full_name as client_name, c.email as client_email
        from private.export_audit_log(${JSON.stringify(filters)}::jsonb) l
        left join public.profiles a on a.id = l.actor_id
        left join public.profiles c on c.id = l.client_id
        order by l.at desc, l.id desc`)
    ).rows.map(toRow),
  );
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
      r.at?.toISOString(),
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
