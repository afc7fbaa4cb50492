/**
 * The one body of a portal form's server action, after the action's own `requireUser()` /
 * `requireAdmin()` (which stays first in the action: the lint rule `local/require-admin-first`
 * checks it there): parse with zod (field errors back, what was typed echoed), run the lib write
 * as that person, turn a refusal into the form's sentence and a crash into a logged "try again",
 * refresh the pages that show the change and send queued e-mail soon.
 */
import 'server-only';
import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import {
  type ActionState,
  failed,
  formObject,
  formValues,
  invalid,
  ok,
} from '@/lib/forms/action-state';
import { logFailure } from '@/lib/log';
import { deliverMailSoon } from '@/lib/mail/deliver-soon';

/** What a write answers: done (with the new row's id, if any), or refused with a sentence. */
export type WriteOutcome<F extends string = string> =
  | { ok: true; id?: string }
  | { ok: false; message: string; fieldErrors?: Partial<Record<F, string[]>> };

interface RunActionOptions<S extends z.ZodType, F extends string> {
  formData: FormData;
  /** The fields echoed back on an error (and, with `parse: 'fields'`, the ones parsed). */
  fields: readonly F[];
  schema: S;
  /** Parse only `fields` (the default) or every entry of the form (hidden ids included). */
  parse?: 'fields' | 'form';
  write: (input: z.output<S>) => Promise<WriteOutcome<F>>;
  /** The sentence for a success (none: the form shows the change itself). */
  done?: string | ((input: z.output<S>) => string);
  /** The toast for field errors; `null` for forms whose field errors alone say it. */
  invalidMessage?: string | null;
  /** The pages that show the change, revalidated after a success (`{ layout }`: all under it). */
  paths?: (input: z.output<S>, id: string | undefined) => Array<string | { layout: string }>;
  /** The log event and the sentence when the write throws. */
  failure: { event: string; message: string };
  /** The write may queue e-mail: deliver it soon (lib/mail/deliver-soon.ts). */
  mail?: boolean;
}

export async function runAction<S extends z.ZodType, F extends string>(
  opts: RunActionOptions<S, F>,
): Promise<ActionState<F>> {
  const values = formValues(opts.formData, opts.fields);
  const parsed = opts.schema.safeParse(opts.parse === 'form' ? formObject(opts.formData) : values);
  if (!parsed.success) return invalid(parsed.error, values, opts.invalidMessage);
  let result: WriteOutcome<F>;
  try {
    result = await opts.write(parsed.data);
  } catch (error) {
    logFailure(opts.failure.event, error);
    return failed(opts.failure.message, values);
  }
  if (!result.ok) return failed(result.message, values, result.fieldErrors);
  for (const p of opts.paths?.(parsed.data, result.id) ?? [])
    if (typeof p === 'string') revalidatePath(p);
    else revalidatePath(p.layout, 'layout');
  if (opts.mail) deliverMailSoon();
  return ok(typeof opts.done === 'function' ? opts.done(parsed.data) : opts.done);
}
