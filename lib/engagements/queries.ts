/** Reads of engagements, always as the person (RLS: agents all, clients their own once sent). */
import 'server-only';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { ENGAGEMENT_EXPIRING_DAYS } from '@/lib/config/engagement';
import { auditLog, engagements, profiles, type Tx } from '@/lib/db';

export type { EngagementRow } from '@/lib/db';

/** The agency's calendar day, the one expires_on is counted in (private.sydney_today()). */
const sydneyToday = sql<string>`private.sydney_today()`;

/** "sent" past its last day reads as expired everywhere, before any job marks it. */
export function effectiveStatus(row: { status: string; expiresOn: string | null }, today: string) {
  return row.status === 'sent' && row.expiresOn !== null && row.expiresOn < today
    ? 'expired'
    : row.status;
}

/** The agency's calendar day `days` after today, as YYYY-MM-DD. */
async function sydneyDay(tx: Tx, days = 0): Promise<string> {
  const r = await tx.execute<{ d: string }>(sql`select (${sydneyToday} + ${days}::int)::text as d`);
  return r.rows[0]!.d;
}

export async function sydneyTodayFor(viewer: CurrentUser): Promise<string> {
  return asUser(viewer, (tx) => sydneyDay(tx));
}

/** The client's own offers (never drafts), newest first. */
export async function myEngagements(client: CurrentUser) {
  return asUser(client, (tx) =>
    tx
      .select()
      .from(engagements)
      .where(eq(engagements.clientId, client.id))
      .orderBy(desc(engagements.createdAt)),
  );
}

export async function clientEngagements(agent: CurrentUser, clientId: string) {
  return asUser(agent, (tx) =>
    tx
      .select()
      .from(engagements)
      .where(eq(engagements.clientId, clientId))
      .orderBy(desc(engagements.createdAt)),
  );
}

/** One offer with its client's name and its history, for the agent. */
export async function engagementForAgent(agent: CurrentUser, id: string) {
  return asUser(agent, async (tx) => {
    const [row] = await tx
      .select({
        engagement: engagements,
        clientName: profiles.fullName,
        clientEmail: profiles.email,
      })
      .from(engagements)
      .leftJoin(profiles, eq(profiles.id, engagements.clientId))
      .where(eq(engagements.id, id));
    if (!row) return null;
    const history = await tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'engagement'), eq(auditLog.subjectId, id)))
      .orderBy(desc(auditLog.at), desc(auditLog.id));
    return { ...row, history };
  });
}

/** The queue: offers out for answer, those closing within 3 days, and those accepted today. */
export async function engagementQueue(agent: CurrentUser) {
  return asUser(agent, async (tx) => {
    const cols = {
      id: engagements.id,
      clientId: engagements.clientId,
      status: engagements.status,
      expiresOn: engagements.expiresOn,
      sentAt: engagements.sentAt,
      acceptedAt: engagements.acceptedAt,
      clientName: profiles.fullName,
      clientEmail: profiles.email,
      // Its last day within the agency's next ENGAGEMENT_EXPIRING_DAYS days, in the same read.
      closing: sql<boolean>`${engagements.expiresOn} <= ${sydneyToday} + ${ENGAGEMENT_EXPIRING_DAYS}::int`,
    };
    const withClient = () =>
      tx.select(cols).from(engagements).leftJoin(profiles, eq(profiles.id, engagements.clientId));
    const sent = await withClient()
      .where(and(eq(engagements.status, 'sent'), gte(engagements.expiresOn, sydneyToday)))
      .orderBy(engagements.sentAt);
    const acceptedToday = await withClient()
      .where(
        and(
          eq(engagements.status, 'accepted'),
          gte(
            engagements.acceptedAt,
            sql`(${sydneyToday}::timestamp at time zone 'Australia/Sydney')`,
          ),
          lte(engagements.acceptedAt, sql`now()`),
        ),
      )
      .orderBy(desc(engagements.acceptedAt));
    return {
      sent,
      expiring: sent.filter((e) => e.closing === true),
      acceptedToday,
    };
  });
}

/** The client's name (or e-mail) for the agent's pages; null when there is no such person. */
export async function clientNameFor(agent: CurrentUser, clientId: string): Promise<string | null> {
  return asUser(agent, async (tx) => {
    const [p] = await tx
      .select({ name: profiles.fullName, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, clientId));
    return p ? p.name?.trim() || p.email || 'Client' : null;
  });
}
