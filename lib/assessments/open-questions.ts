/** The client's assessments on which their agent is waiting for an answer, for the overview. */
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { assessments } from '@/lib/db';

export function myOpenQuestions(user: CurrentUser) {
  return asUser(user, (tx) =>
    tx
      .select({ id: assessments.id, type: assessments.type })
      .from(assessments)
      .where(and(eq(assessments.clientId, user.id), eq(assessments.status, 'info_requested')))
      .orderBy(asc(assessments.lastActionAt)),
  );
}
