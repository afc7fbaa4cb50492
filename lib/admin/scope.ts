/** Shared by lib/admin/*: run as the signed-in agent (RLS holds), and read Postgres error codes. */
import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrentUser } from '@/lib/auth/server';
import { type Tx, withUser } from '@/lib/db';
import { unsafeTextErrors } from '@/lib/forms/field-errors';

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

/**
 * An admin list's search box, from the URL. Postgres refuses NUL in text (q=%00 was a 500), so a
 * search it cannot run is ignored like any other unusable filter.
 */
export const searchQuery = z
  .string()
  .trim()
  .max(100)
  .refine((v) => !Object.keys(unsafeTextErrors({ q: v })).length)
  .optional()
  .catch(undefined);

/** `%q%` for ILIKE with the wildcards in q escaped. */
export const likePattern = (q: string) => `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

export const toDate = (v: unknown): Date | null =>
  v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));

export { ymd } from './format-date';
