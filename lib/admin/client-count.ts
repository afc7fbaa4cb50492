import 'server-only';
import { count } from 'drizzle-orm';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { profiles } from '@/lib/db';

/** How many client accounts exist; run as the agent, whom RLS lets see every profile. */
export async function countClientAccounts(agent: CurrentUser): Promise<number> {
  const [row] = await asUser(agent, (tx) => tx.select({ value: count() }).from(profiles));
  return row?.value ?? 0;
}
