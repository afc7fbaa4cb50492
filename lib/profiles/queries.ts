/** The signed-in client's profile, read and written as them (RLS and column grants hold). */
import 'server-only';
import { asUser } from '@/lib/auth/as-user';
import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/auth/server';
import { profiles } from '@/lib/db';
import type { ProfileInput } from './schema';

export async function myProfile(user: CurrentUser) {
  const [row] = await asUser(user, (tx) =>
    tx.select().from(profiles).where(eq(profiles.id, user.id)),
  );
  return row ?? null;
}

export async function updateMyProfile(user: CurrentUser, input: ProfileInput) {
  const [row] = await asUser(user, (tx) =>
    tx.update(profiles).set(input).where(eq(profiles.id, user.id)).returning({ id: profiles.id }),
  );
  return row ?? null;
}

/** How much of the profile is filled in, for the overview (e-mail always is). */
export function profileCompleteness(p: Awaited<ReturnType<typeof myProfile>>) {
  if (!p) return { done: 0, total: 6, missing: [] as string[] };
  const fields: [string, unknown][] = [
    ['name', p.fullName],
    ['phone', p.phone],
    ['country of residence', p.country],
    ['citizenship', p.citizenship],
    ['date of birth', p.dateOfBirth],
    ['preferred contact', p.preferredContact],
  ];
  const missing = fields.filter(([, v]) => !v).map(([k]) => k);
  return { done: fields.length - missing.length, total: fields.length, missing };
}
