/**
 * A person joined to a row of another table under a role (the actor of an audit entry, the author
 * of a note, the client an entry is about): one left join of profiles under its own alias each.
 */
import 'server-only';
import { alias } from 'drizzle-orm/pg-core';
import { profiles } from '@/lib/db';

export const actorProfile = alias(profiles, 'actor');
export const clientProfile = alias(profiles, 'client');
export const authorProfile = alias(profiles, 'author');

/** The name and e-mail of a joined person; Drizzle gives null when the join found nobody. */
export const personColumns = <N, E>(p: { fullName: N; email: E }) => ({
  name: p.fullName,
  email: p.email,
});
export type PersonColumns = { name: string | null; email: string | null } | null;

/** Who did it, for notes and audit rows: their name, else their e-mail. */
export const personName = (p: PersonColumns) => p?.name || p?.email || 'System';
