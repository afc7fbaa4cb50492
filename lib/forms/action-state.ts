import type { ZodError } from 'zod';
import { fieldErrors as listed, type FieldErrors } from './field-errors';
import { DATE_PARTS, datePartName, readDateParts } from './date-parts';

/**
 * The one shape every server action answers a form with (`useActionState(action, idle)`).
 *
 * - `status`: `idle` before the first submit, `ok` after a success, `error` otherwise.
 * - `at`: a new number on every answer, so a toast fires once per answer (see `useActionToast`).
 * - `message`: one sentence for the whole form (a toast or a banner).
 * - `fieldErrors`: every message per field (`fieldErrors()` in ./field-errors.ts); `<Field>`
 *   shows them under the control.
 * - `values`: what the person typed, echoed back on error so nothing they typed is lost
 *   (render it as each control's `defaultValue`). Text by default; `V` is for forms whose values
 *   are parsed into other shapes before they are echoed (the assessment steps' ticks, lists and
 *   scores: `lib/assessments/forms/step-state.ts`).
 */
export interface ActionState<F extends string = string, V = string> {
  status: 'idle' | 'ok' | 'error';
  at?: number;
  message?: string;
  fieldErrors?: FieldErrors<F>;
  values?: Partial<Record<F, V>>;
}

/**
 * The state before the first submit. Typed as the bare shape (not `ActionState<never>`) so
 * `useActionState(action, idle)` takes its field names from the action.
 */
export const idle: { status: 'idle' } = { status: 'idle' };

export function ok<F extends string = string, V = string>(
  message?: string,
  values?: Partial<Record<F, V>>,
): ActionState<F, V> {
  return { status: 'ok', at: Date.now(), message, values };
}

/**
 * A failure: `message` for the whole form (shown as a toast or banner), or `undefined` when the
 * field errors alone say it.
 */
export function failed<F extends string = string, V = string>(
  message: string | undefined,
  values?: Partial<Record<F, V>>,
  fieldErrors?: FieldErrors<F>,
): ActionState<F, V> {
  return { status: 'error', at: Date.now(), message, values, fieldErrors };
}

/**
 * A zod failure: every field's messages, and the typed values kept. `message: null` for forms
 * whose field errors alone say it (no toast).
 */
export function invalid<F extends string>(
  error: ZodError,
  values: Partial<Record<F, string>>,
  message: string | null = 'Please check the highlighted fields.',
): ActionState<F> {
  return failed(message ?? undefined, values, listed<F>(error));
}

/**
 * The text values of a form, for echoing back (files and repeated keys are left out). A date
 * typed in three boxes (./date-parts) is one value, joined as typed.
 */
export function formValues<F extends string>(
  formData: FormData,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const f of fields) {
    const v = formData.get(f) ?? readDateParts(formData, f);
    if (typeof v === 'string') out[f] = v;
  }
  return out;
}

/** Every text entry of a form (hidden ids included), each date's three boxes joined into one. */
export function formObject(formData: FormData): Record<string, FormDataEntryValue> {
  const out: Record<string, FormDataEntryValue> = {};
  const dates = new Set<string>();
  for (const [key, value] of formData) {
    const box = /^(.+)(Day|Month|Year)$/.exec(key);
    if (box && DATE_PARTS.every((p) => formData.has(datePartName(box[1]!, p)))) dates.add(box[1]!);
    else out[key] = value;
  }
  for (const name of dates) out[name] = readDateParts(formData, name)!;
  return out;
}
