/** The form side of posting: parse, post as the person, answer in the one form contract. */
import 'server-only';
import type { z } from 'zod';
import type { CurrentUser } from '@/lib/auth/server';
import { type ActionState, failed, formValues, invalid, ok } from '@/lib/forms/action-state';
import { logFailure } from '@/lib/log';
import { deliverMailSoon } from '@/lib/mail/deliver-soon';
import { MESSAGE_LIMIT_TEXT } from './constants';
import { type MessageField, postMessage } from './post';

const FIELDS = ['body', 'matterId', 'documentId', 'clientId', 'kind'] as const;

/**
 * Shared by the client's and the agent's server actions: `schema` parses the form, `clientId`
 * says whose thread (the client's own id for a client; the form's for an agent).
 */
export async function sendFromForm<S extends z.ZodType>(
  user: CurrentUser,
  formData: FormData,
  schema: S,
  threadOf: (data: z.output<S>) => string,
): Promise<ActionState<MessageField>> {
  const values = formValues<MessageField>(formData, FIELDS);
  const parsed = schema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  const data = parsed.data as Parameters<typeof postMessage>[1];
  try {
    const result = await postMessage(user, { ...data, clientId: threadOf(parsed.data) });
    if (result === 'not_theirs')
      return failed('That document cannot be attached here.', values, {
        documentId: ['Choose one of this client’s documents.'],
      });
    if (result === 'refused') return failed('This message could not be sent.', values);
    if (result === 'limited') return failed(MESSAGE_LIMIT_TEXT, values);
  } catch (error) {
    logFailure('message_post_failed', error);
    return failed('Your message could not be sent just now. Please try again.', values);
  }
  deliverMailSoon();
  return ok(data.kind === 'file_note' ? 'File note saved.' : 'Message sent.');
}
