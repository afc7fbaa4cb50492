import 'server-only';
import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import type { CurrentUser } from '@/lib/auth/server';
import { type ActionState, failed, formValues, invalid, ok } from '@/lib/forms/action-state';
import { logFailure } from '@/lib/log';
import { deliverMailSoon } from '@/lib/mail/deliver-soon';
import type { WriteResult } from '@/lib/matters/agent';

/**
 * The one body of every matter form's server action: parse with zod (field errors back, typed
 * values echoed), run the lib write as the person, turn a database refusal into the form's
 * message, refresh the pages that show it and send the queued link-only e-mail soon.
 */
export async function runMatterAction<S extends z.ZodType, F extends string>(opts: {
  who: CurrentUser;
  formData: FormData;
  fields: readonly F[];
  schema: S;
  write: (input: z.output<S>) => Promise<WriteResult>;
  done: string;
  paths: (input: z.output<S>, id: string) => string[];
}): Promise<ActionState<F>> {
  const values = formValues(opts.formData, opts.fields);
  const parsed = opts.schema.safeParse(Object.fromEntries(opts.formData));
  if (!parsed.success) return invalid(parsed.error, values);
  let result: WriteResult;
  try {
    result = await opts.write(parsed.data);
  } catch (error) {
    logFailure('matter_write_failed', error);
    return failed('That could not be saved. Please try again.', values);
  }
  if (!result.ok) return failed(result.message, values);
  for (const p of opts.paths(parsed.data, result.id)) revalidatePath(p);
  deliverMailSoon();
  return ok(opts.done);
}
