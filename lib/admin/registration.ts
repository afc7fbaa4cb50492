/**
 * Each agent's registered name and MARN (20261130160000_agent_registrations.sql), read and
 * written as the agent (RLS: an agent at aal2 writes only their own). An offer sent by an agent
 * names them (lib/engagements/offer-facts.ts); the database refuses a send that does not.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { agentRegistrations } from '@/lib/db';
import { isOneLine, ONE_LINE_MESSAGE } from '@/lib/forms/one-line';

export const registrationSchema = z.object({
  registeredName: z
    .string()
    .trim()
    .min(1, 'Enter your name as it appears on the register of migration agents.')
    .max(200, 'Use at most 200 characters.')
    .refine(isOneLine, ONE_LINE_MESSAGE),
  marn: z
    .string()
    .trim()
    .regex(/^\d{7}$/, 'Enter your MARN: 7 digits.')
    .refine((v) => v !== '0000000', 'Enter your own MARN, not the placeholder 0000000.'),
});
export type RegistrationInput = z.output<typeof registrationSchema>;

/** The agent's own registration; undefined until they add it. */
export async function myRegistration(agent: CurrentUser) {
  const [row] = await asUser(agent, (tx) =>
    tx.select().from(agentRegistrations).where(eq(agentRegistrations.userId, agent.id)),
  );
  return row;
}

/** Adds or changes the agent's own registration. */
export async function saveRegistration(agent: CurrentUser, input: RegistrationInput) {
  await asUser(agent, (tx) =>
    tx
      .insert(agentRegistrations)
      .values({ userId: agent.id, ...input })
      .onConflictDoUpdate({ target: agentRegistrations.userId, set: input }),
  );
  return { ok: true as const, id: agent.id };
}
