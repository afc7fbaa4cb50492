/**
 * The one way to turn a validator's complaints into what a form shows: every message per field,
 * in order, keyed by the first step of its path (`overseasWork.0.to` → `overseasWork`; a
 * complaint about the whole form → `_form`). Used for zod on the server (`error.issues` has this
 * shape) and for the small hand checks that run in the browser, so this module must not import
 * zod at run time: zod stays out of the browser's bundles (issue 39,
 * tests/unit/client-imports.test.ts).
 */

/** A complaint about one value: zod's issue shape, and what a hand check writes. */
export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Every message per field, as `ActionState.fieldErrors` carries it and `<Field>` shows it. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string[]>>;

export const FORM_KEY = '_form';

export function fieldErrors<F extends string = string>(
  from: readonly Issue[] | { readonly issues: readonly Issue[] },
): FieldErrors<F> {
  const issues = 'issues' in from ? from.issues : from;
  const out: Record<string, string[]> = {};
  for (const { path, message } of issues) (out[String(path[0] ?? FORM_KEY)] ??= []).push(message);
  return out as FieldErrors<F>;
}

/** The first message per field, for answers that carry one (the leads API, the calculator's tests). */
export function firstErrors<F extends string>(errors: FieldErrors<F>): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const [field, messages] of Object.entries(errors) as [F, string[] | undefined][])
    if (messages?.[0]) out[field] = messages[0];
  return out;
}

/** NUL, or half of a surrogate pair: Postgres refuses the first, and neither is typed by people. */
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE =
  'This field contains characters we cannot store. Please retype it without copying and pasting.';

/**
 * Field errors for every string value carrying characters the database would refuse (the message
 * in English unless a translated form gives its own).
 */
export function unsafeTextErrors(
  values: Record<string, unknown>,
  message: string = UNSAFE_TEXT_MESSAGE,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values))
    if ((typeof v === 'string' && UNSAFE.test(v)) || UNSAFE.test(k)) out[k] = message;
  return out;
}
