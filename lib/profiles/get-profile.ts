import 'server-only';
import { eq } from 'drizzle-orm';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { type Profile, profiles } from '@/lib/db';

/** The signed-in person's own profile row (RLS: only their own, or any for an agent). */
export async function getOwnProfile(user: CurrentUser): Promise<Profile | undefined> {
  const [profile] = await asUser(user, (tx) =>
    tx.select().from(profiles).where(eq(profiles.id, user.id)),
  );
  return profile;
}
