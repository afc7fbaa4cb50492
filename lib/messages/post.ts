/** Writing to a thread and marking it read, as the person: the database's rules decide. */
import 'server-only';
import { and, eq, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { messageReads, messages } from '@/lib/db';
import { isOverLimit, pgCode } from '@/lib/db/errors';
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

export type PostResult = 'posted' | 'not_theirs' | 'refused' | 'limited';

/**
 * Posts as `user` into `clientId`'s thread. `not_theirs`: the matter or document belongs to
 * another client (23514 from messages_before_insert); `refused`: RLS said no; `limited`: the
 * client sent the hourly number of messages already (PT429 from messages_client_limit).
 */
export async function postMessage(
  user: CurrentUser,
  input: z.output<typeof messageSchema> & { clientId: string; kind?: 'message' | 'file_note' },
): Promise<PostResult> {
  try {
    await asUser(user, (tx) =>
      tx.insert(messages).values({
        clientId: input.clientId,
        authorId: user.id,
        body: input.body,
        kind: input.kind ?? 'message',
        matterId: input.matterId ?? null,
        documentId: input.documentId ?? null,
      }),
    );
    return 'posted';
  } catch (error) {
    if (isOverLimit(error)) return 'limited';
    const code = pgCode(error);
    if (code === '23514') return 'not_theirs';
    if (code === '42501') return 'refused';
    throw error;
  }
}

/** Marks as read, for `user`, every message in the thread they can see and did not write. */
export async function markThreadRead(user: CurrentUser, clientId: string): Promise<void> {
  await asUser(user, (tx) =>
    tx
      .insert(messageReads)
      .select(
        tx
          .select({
            messageId: messages.id,
            readerId: sql<string>`${user.id}::uuid`.as('reader_id'),
            readAt: sql<Date>`now()`.as('read_at'),
          })
          .from(messages)
          .where(
            and(
              eq(messages.clientId, clientId),
              sql`${messages.authorId} is distinct from ${user.id}::uuid`,
              notExists(
                tx
                  .select({ one: sql`1` })
                  .from(messageReads)
                  .where(
                    and(
                      eq(messageReads.messageId, messages.id),
                      eq(messageReads.readerId, user.id),
                    ),
                  ),
              ),
            ),
          ),
      )
      .onConflictDoNothing(),
  );
}
