import 'server-only';
import { sql } from 'drizzle-orm';
import { asServerFor } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';

/**
 * The client approves the application at client_review. Runs with the client's verified claims
 * (asServerFor) but as the server's own role: private.approve_matter is not the token's
 * to call, and it records the approval in the client's name. The approval queues the agent's
 * notice in the same transaction (20261128180000_matter_approved_notice.sql); the action's
 * runner sends it (runAction's `mail`).
 */
export async function approveMatter(client: CurrentUser, matterId: string): Promise<boolean> {
  const result = await asServerFor(client, async (tx) => {
    const rows = await tx.execute<{ result: string }>(
      sql`select private.approve_matter(${matterId}::uuid) as result`,
    );
    return rows.rows[0]?.result;
  });
  return result === 'approved';
}
