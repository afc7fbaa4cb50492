/** Shared by lib/admin/*: run as the signed-in agent (RLS holds), and read Postgres error codes. */
import 'server-only';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/auth/server';
import { type Tx, withUser } from '@/lib/db';

export function asAgent<T>(agent: CurrentUser, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withUser({ ...agent.claims, sub: agent.id }, fn);
}

export { pgCode } from '@/lib/db/errors';

/**
 * Whether an optional table exists yet (assessments arrive with issue 13): sections built on a
 * missing table show nothing instead of failing the page.
 */
export async function tableExists(tx: Tx, name: string): Promise<boolean> {
  const r = await tx.execute<{ ok: boolean }>(sql`select to_regclass(${name}) is not null as ok`);
  return r.rows[0]?.ok === true;
}

/** `%q%` for ILIKE with the wildcards in q escaped. */
export const likePattern = (q: string) => `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

export const toDate = (v: unknown): Date | null =>
  v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));

export { ymd } from './format-date';
