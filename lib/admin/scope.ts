/**
 * Shared by lib/admin/*: search-box parsing and Postgres error codes. Queries run
 * as the agent through asUser (lib/auth/as-user.ts), like every other query made for a person.
 */
import 'server-only';
import { z } from 'zod';
import { unsafeTextErrors } from '@/lib/forms/field-errors';

export { pgCode } from '@/lib/db/errors';

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
