/**
 * The client's answer to an offer goes through private.respond_to_engagement(), run by the
 * server's own database role with the client's verified claims set (the function checks the offer
 * is theirs, open, unexpired and the one they saw, and records the answer).
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { asServerFor } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { pgCode } from '@/lib/db/errors';

export interface Answer {
  engagementId: string;
  accept: boolean;
  seenSha256: string;
  name?: string;
  reason?: string;
}
export interface RequestFacts {
  ip: string;
  userAgent: string;
  timeZone: string;
}
export type AnswerResult = 'accepted' | 'declined' | 'not_found' | 'closed' | 'changed';

/** The client's accept or decline, judged by the database (see private.respond_to_engagement). */
export async function answerOffer(
  client: CurrentUser,
  answer: Answer,
  request: RequestFacts,
): Promise<AnswerResult> {
  try {
    return await asServerFor(client, async (tx) => {
      const r = await tx.execute<{ status: 'accepted' | 'declined' }>(
        sql`select private.respond_to_engagement(${answer.engagementId}::uuid, ${answer.accept},
          ${answer.seenSha256}, ${answer.name ?? null}, ${request.ip}, ${request.userAgent},
          ${request.timeZone}, ${answer.reason ?? null}) as status`,
      );
      return r.rows[0]!.status;
    });
  } catch (error) {
    const code = pgCode(error);
    if (code === 'P0002') return 'not_found';
    if (code === '55000') return 'closed';
    if (code === '22023') return 'changed';
    throw error;
  }
}
