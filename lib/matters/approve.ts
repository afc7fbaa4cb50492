import 'server-only';
import { sql } from 'drizzle-orm';
import { asServerFor } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';

/**
 * The client approves the application at client_review. Runs with the client's verified claims
 * (asServerFor) but as the server's own role: private.approve_matter is not the token's
 * to call, and it records the approval in the client's name. The approval queues the agent's
 * notice in the same transaction (20261128180000_matter_approved_notice.sql); the action's
 * runner sends it (runAction's `mail`). `documentId` is the summary the client opened: the
 * database approves only that file (and records its SHA-256), 'summary_changed' when the agent
 * has put another one since.
 */
export type ApprovalResult = 'approved' | 'summary_changed' | 'not_in_review';

export async function approveMatter(
  client: CurrentUser,
  matterId: string,
  documentId: string,
): Promise<ApprovalResult> {
  const result = await asServerFor(client, async (tx) => {
    const rows = await tx.execute<{ result: string }>(
      sql`select private.approve_matter(${matterId}::uuid, ${documentId}::uuid) as result`,
    );
    return rows.rows[0]?.result;
  });
  return result === 'approved' || result === 'summary_changed' ? result : 'not_in_review';
}
