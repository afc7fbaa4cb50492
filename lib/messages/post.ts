/** Writing to a thread and marking it read, as the person: the database's rules decide. */
import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { pgCode } from '@/lib/db/errors';
import { MESSAGE_KINDS, MESSAGE_MAX_LENGTH } from './constants';

const optionalId = z
  .uuid()
  .optional()
  .or(z.literal('').transform(() => undefined));

export const messageSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, { error: 'Write your message first.' })
    .max(MESSAGE_MAX_LENGTH, {
      error: `A message can be up to ${MESSAGE_MAX_LENGTH.toLocaleString('en-AU')} characters.`,
    }),
  matterId: optionalId,
  documentId: optionalId,
});
export type MessageField = keyof z.input<typeof messageSchema> | 'clientId' | 'kind';

/** An agent writes in a client's thread: a message the client sees, or a file note they never do. */
export const agentMessageSchema = messageSchema.extend({
  clientId: z.uuid(),
  kind: z.enum(MESSAGE_KINDS).catch('message'),
});

export type PostResult = 'posted' | 'not_theirs' | 'refused';

/**
 * Posts as `user` into `clientId`'s thread. `not_theirs`: the matter or document belongs to
 * another client (23514 from messages_before_insert); `refused`: RLS said no.
 */
export async function postMessage(
  user: CurrentUser,
  input: z.output<typeof messageSchema> & { clientId: string; kind?: 'message' | 'file_note' },
): Promise<PostResult> {
  try {
    await asUser(user, (tx) =>
      tx.execute(sql`insert into public.messages (client_id, author_id, body, kind, matter_id, document_id)
        values (${input.clientId}, ${user.id}, ${input.body}, ${input.kind ?? 'message'},
          ${input.matterId ?? null}, ${input.documentId ?? null})`),
    );
    return 'posted';
  } catch (error) {
    const code = pgCode(error);
    if (code === '23514') return 'not_theirs';
    if (code === '42501') return 'refused';
    throw error;
  }
}

/** Marks as read, for `user`, every message in the thread they can see and did not write. */
export async function markThreadRead(user: CurrentUser, clientId: string): Promise<void> {
  await asUser(user, (tx) =>
    tx.execute(sql`insert into public.message_reads (message_id, reader_id)
      select m.id, ${user.id}::uuid from public.messages m
      where m.client_id = ${clientId} and m.author_id is distinct from ${user.id}::uuid
        and not exists (select 1 from public.message_reads r
          where r.message_id = m.id and r.reader_id = ${user.id}::uuid)
      on conflict do nothing`),
  );
}
