import { z } from 'zod';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The first message per field, for showing next to it (zod 4's flattenError, first of each). */
export function fieldErrors<T>(error: z.ZodError<T>): FieldErrors<T> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(z.flattenError(error).fieldErrors))
    if (Array.isArray(messages) && messages[0]) out[field] = messages[0];
  return out as FieldErrors<T>;
}

/** NUL, or half of a surrogate pair: Postgres refuses the first, and neither is typed by people. */
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE =
  'This field contains characters we cannot store. Please retype it without copying and pasting.';

/** Field errors for every string value carrying characters the database would refuse. */
export function unsafeTextErrors(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values))
    if ((typeof v === 'string' && UNSAFE.test(v)) || UNSAFE.test(k)) out[k] = UNSAFE_TEXT_MESSAGE;
  return out;
}
