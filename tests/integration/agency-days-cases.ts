/**
 * Dates the database keeps in the agency's calendar (Australia/Sydney), whatever the clock of the
 * session writing them: a removed document's retention date (20261126190000), and an offer past
 * its last day, which the reminders job marks `expired` and nobody can then accept. Registered by
 * agency-days-pglite.test.ts and agency-days-pg15.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createDb, type Db, inTransaction, type Tx, withUser } from '@/lib/db';
import { runReminders } from '@/lib/jobs/reminders';
import { AGENCY_TIME_ZONE } from '@/lib/time/format';
import { dateInZone } from '@/lib/time/zones';
import type { TestStack } from '../support/stack';
import { claimsOf, codeOf, denied, seedPeople } from '../rls/harness';

const AGENT = 'd0000000-0000-4000-8000-000000000001';
const CLIENT = 'd0000000-0000-4000-8000-000000000002';
const SNAPSHOT = 'SERVICE AGREEMENT\nTotal professional fees: $3,630.00';

/** A calendar date plus 7 years as Postgres counts it (29 February lands on 28 February). */
const sevenYearsOn = (day: string) => {
  const later = `${Number(day.slice(0, 4)) + 7}${day.slice(4)}`;
  return later.endsWith('-02-29') ? later.replace('-02-29', '-02-28') : later;
};

/**
 * A zone whose calendar date differs from Sydney's right now, so a rule that counts in the
 * session's zone (UTC on the server) and one that counts in Sydney's cannot agree by chance:
 * 12 hours behind UTC until 9 pm in Sydney, 14 hours ahead after it.
 */
function zoneOnAnotherDay(): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-AU', {
      timeZone: AGENCY_TIME_ZONE,
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(new Date()),
  );
  return hour < 21 ? 'Etc/GMT+12' : 'Etc/GMT-14';
}

export function registerAgencyDayCases(getStack: () => TestStack) {
  let db: Db;
  const rows = async <T extends Record<string, unknown>>(tx: Tx | Db, q: ReturnType<typeof sql>) =>
    (await tx.execute<T>(q)).rows;

  beforeAll(async () => {
    db = createDb(getStack().dbUrl, 2);
    await seedPeople(
      db,
      [
        [AGENT, 'days-agent@example.test'],
        [CLIENT, 'days-client@example.test'],
      ],
      [AGENT],
    );
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
  });

  describe('a document the client removes', () => {
    test('is kept 7 years from the day in Sydney, whatever the session’s time zone', async () => {
      // A reviewed document, written as the server writes it (clients have no INSERT).
      const [doc] = await inTransaction(db, async (tx) => {
        await tx.execute(
          sql`select set_config('request.jwt.claims', ${JSON.stringify(claimsOf(CLIENT))}, true)`,
        );
        return rows<{ id: string }>(
          tx,
          sql`insert into public.documents (client_id, category, storage_path, original_name,
                mime_type, size_bytes, sha256, status)
              values (${CLIENT}, 'passport', ${`${CLIENT}/${randomUUID()}.pdf`}, 'passport.pdf',
                'application/pdf', 20, ${'a'.repeat(64)}, 'accepted') returning id`,
        );
      });
      const zone = zoneOnAnotherDay();
      const [hidden] = await withUser(
        claimsOf(CLIENT),
        async (tx) => {
          await tx.execute(sql.raw(`set local timezone = '${zone}'`));
          // The premise: in this session "today" is not Sydney's today.
          const [premise] = await rows<{ differs: boolean }>(
            tx,
            sql`select now()::date <> (now() at time zone 'Australia/Sydney')::date as differs`,
          );
          expect(premise!.differs).toBe(true);
          return rows<{ hidden_at: Date | string; retain_until: string }>(
            tx,
            sql`update public.documents set hidden_at = now() where id = ${doc!.id}
                returning hidden_at, retain_until::text as retain_until`,
          );
        },
        db,
      );
      const sydneyDay = dateInZone(new Date(hidden!.hidden_at), AGENCY_TIME_ZONE);
      expect(hidden!.retain_until).toBe(sevenYearsOn(sydneyDay));
    });
  });

  describe('an offer past its last day', () => {
    /** A sent offer whose last day is `lastDay` days from today in Sydney (the owner's insert). */
    async function sentOffer(lastDay: number) {
      const [r] = await rows<{ id: string }>(
        db,
        sql`insert into public.engagements (client_id, agent_id, status, services, fee_items,
              conflict_declaration, agent_name, agent_marn, consumer_guide_version, terms_version,
              snapshot, sent_at, expires_on)
            values (${CLIENT}, ${AGENT}, 'sent',
              '[{"code":"prepare","label":"Preparing your application"}]'::jsonb,
              '[{"label":"Application","amount_cents":330000}]'::jsonb, 'No conflict.',
              'Jane Agent', '1234567', 'test', 'test', ${SNAPSHOT}, now() - interval '31 days',
              private.sydney_today() + ${lastDay}::int) returning id`,
      );
      return r!.id;
    }
    const statusOf = async (id: string) =>
      (
        await rows<{ status: string }>(
          db,
          sql`select status from public.engagements where id = ${id}`,
        )
      )[0]!.status;
    /** What the accept button does: private.respond_to_engagement as the server, for the client. */
    const accept = (id: string) =>
      withUser(
        claimsOf(CLIENT),
        async (tx) => {
          await tx.execute(sql`set local role none`);
          const { createHash } = await import('node:crypto');
          const seen = createHash('sha256').update(SNAPSHOT, 'utf8').digest('hex');
          return tx.execute(sql`select private.respond_to_engagement(${id}::uuid, true, ${seen},
            'Priya Sharma', '203.0.113.7', 'Mozilla/5.0 test', 'Australia/Sydney', null)`);
        },
        db,
      );

    test('the reminders job marks it expired (audited), once; an open one stays sent', async () => {
      const lapsed = await sentOffer(-1);
      const lastDayToday = await sentOffer(0);
      const first = await runReminders({ db, clock: () => new Date() });
      expect(first.offersExpired).toBeGreaterThanOrEqual(1);
      expect(await statusOf(lapsed)).toBe('expired');
      expect(await statusOf(lastDayToday)).toBe('sent');
      const audit = await rows<{ details: { from: string; to: string } }>(
        db,
        sql`select details from public.audit_log
             where action = 'engagement.expired' and subject_id = ${lapsed}`,
      );
      expect(audit.map((a) => [a.details.from, a.details.to])).toEqual([['sent', 'expired']]);
      const again = await runReminders({ db, clock: () => new Date() });
      expect(again.offersExpired).toBe(0);
      // A clock ahead of the database (a test's, a skewed server's) expires nothing early.
      const ahead = await runReminders({ db, clock: () => new Date(Date.now() + 3 * 86_400_000) });
      expect(ahead.offersExpired).toBe(0);
      expect(await statusOf(lastDayToday)).toBe('sent');
    });

    test('nobody accepts it, before or after the job, nor reopens it', async () => {
      const lapsed = await sentOffer(-1);
      expect(await codeOf(accept(lapsed))).toBe('55000');
      await runReminders({ db, clock: () => new Date() });
      expect(await statusOf(lapsed)).toBe('expired');
      expect(await codeOf(accept(lapsed))).toBe('55000');
      // Not through the Data API either: the client's update finds no row it may change (RLS),
      // an agent's is refused by the engagements trigger (final).
      const reopen = (who: string) =>
        withUser(
          claimsOf(who),
          (tx) =>
            rows(
              tx,
              sql`update public.engagements set status = 'accepted' where id = ${lapsed} returning id`,
            ),
          db,
        );
      expect(await reopen(CLIENT)).toEqual([]);
      await denied(reopen(AGENT), '42501');
      expect(await statusOf(lapsed)).toBe('expired');
    });
  });
}
