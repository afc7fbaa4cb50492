import 'server-only';
import { sql } from 'drizzle-orm';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import type { Tx } from '@/lib/db';

/**
 * Runs fn as the server's own database role (the DATABASE_URL role, as store.ts does for
 * private.record_document) with the person's verified claims still set, so auth.uid() inside the
 * private functions is theirs. Only for calling private.respond_to_engagement and
 * private.record_engagement_pdf, which check everything themselves.
 */
export function asServerFor<T>(user: CurrentUser, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return asUser(user, async (tx) => {
    await tx.execute(sql`set local role none`);
    return fn(tx);
  });
}
