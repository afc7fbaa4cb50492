/** Posting from a form: the message as the person, its outcome as the form's answer. */
import 'server-only';
import type { CurrentUser } from '@/lib/auth/server';
import type { WriteOutcome } from '@/lib/forms/run-action';
import { MESSAGE_LIMIT_TEXT } from './constants';
import { type MessageField, postMessage } from './post';

/** The form fields of both message forms (the client's and the agent's). */
export const MESSAGE_FIELDS = ['body', 'matterId', 'documentId', 'clientId', 'kind'] as const;

/** For runAction's `failure`: a crash while posting. */
export const MESSAGE_FAILURE = {
  event: 'message_post_failed',
  message: 'Your message could not be sent just now. Please try again.',
};

/** What the person is told after a post that went through. */
export const messageDone = (data: { kind?: string }) =>
  data.kind === 'file_note' ? 'File note saved.' : 'Message sent.';

/**
 * Posts in `clientId`'s thread (the client's own id for a client; the form's for an agent: the
 * database holds each to what they may write) and says why when it is refused.
 */
export async function sendMessage(
  user: CurrentUser,
  data: Omit<Parameters<typeof postMessage>[1], 'clientId'>,
  clientId: string,
): Promise<WriteOutcome<MessageField>> {
  const result = await postMessage(user, { ...data, clientId });
  if (result === 'not_theirs')
    return {
      ok: false,
      message: 'That document cannot be attached here.',
      fieldErrors: { documentId: ['Choose one of this client’s documents.'] },
    };
  if (result === 'refused') return { ok: false, message: 'This message could not be sent.' };
  if (result === 'limited') return { ok: false, message: MESSAGE_LIMIT_TEXT };
  return { ok: true };
}
