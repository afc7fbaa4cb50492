/**
 * Used authenticator codes and paused factors (issue 36, 20261128130000_totp_code_uses.sql): the
 * tables in schema private are nobody's but the server's. A signed-in person (authenticated),
 * anon and service_role can neither read nor write them nor call the two functions; the server's
 * own role, with the person's claims (asServerFor, as lib/auth/totp-once.ts calls them), claims
 * a code once, only for the person's own factor, releases it when Auth did not accept it, and
 * pauses the factor at the 5th wrong code in 15 minutes (audited, one e-mail).
 * Registered by totp-codes-pglite.test.ts and totp-codes-pg15.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { asServerFor } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { codeHash } from '@/lib/auth/totp-once';
import { asAnon, createDb, type Db, inTransaction } from '@/lib/db';
import { claimsOf, denied, pgCode, runAs, seedPeople } from './harness';

const PERSON = randomUUID();
const OTHER = randomUUID();
const FACTOR = randomUUID();
const OTHER_FACTOR = randomUUID();
const TABLES = ['mfa_used_codes', 'mfa_wrong_codes', 'mfa_factor_locks'] as const;

export function registerTotpCodeCases(getUrl: () => string) {
  let db: Db;
  const as = runAs(() => db);
  const person = (id: string): CurrentUser => ({
    id,
    email: '',
    fullName: null,
    isAdmin: false,
    claims: claimsOf(id, { aal: 'aal1' }),
  });
  const claim = (who: string, factor: string, hash: string) =>
    asServerFor(
      person(who),
      async (tx) =>
        (
          await tx.execute<{ outcome: string; until: Date | null }>(
            sql`select outcome, until from private.claim_totp_code(${factor}::uuid, ${hash})`,
          )
        ).rows[0]!,
      db,
    );
  const settle = (who: string, factor: string, hash: string, outcome: string) =>
    asServerFor(
      person(who),
      async (tx) =>
        (
          await tx.execute<{ until: Date | null }>(
            sql`select private.settle_totp_code(${factor}::uuid, ${hash}, ${outcome}) as until`,
          )
        ).rows[0]!.until,
      db,
    );
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await db.execute<{ n: number }>(query)).rows[0]!.n);

  beforeAll(async () => {
    db = createDb(getUrl(), 2);
    await seedPeople(db, [
      [PERSON, `totp-person-${PERSON}@example.com`],
      [OTHER, `totp-other-${OTHER}@example.com`],
    ]);
    for (const [id, owner] of [
      [FACTOR, PERSON],
      [OTHER_FACTOR, OTHER],
    ])
      await db.execute(sql`insert into auth.mfa_factors
          (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
        values (${id}, ${owner}, ${`Phone ${id}`}, 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`);
  });
  afterAll(async () => {
    await db?.$client.end();
  });

  test.each(TABLES)(
    'private.%s: a signed-in person, anon and service_role cannot read or write it',
    async (table) => {
      const t = sql.raw(`private.${table}`);
      for (const statement of [
        sql`select * from ${t}`,
        sql`insert into ${t} (factor_id, user_id) values (${FACTOR}, ${PERSON})`,
        sql`update ${t} set user_id = ${PERSON}`,
        sql`delete from ${t}`,
      ]) {
        await denied(as(PERSON, (tx) => tx.execute(statement)));
        await denied(asAnon((tx) => tx.execute(statement), db));
        await denied(
          inTransaction(db, async (tx) => {
            await tx.execute(sql`set local role service_role`);
            return tx.execute(statement);
          }),
        );
      }
    },
  );

  test('the functions are the server’s: a token’s roles cannot call them', async () => {
    const hash = codeHash(FACTOR, '123456');
    const calls = [
      sql`select * from private.claim_totp_code(${FACTOR}::uuid, ${hash})`,
      sql`select private.settle_totp_code(${FACTOR}::uuid, ${hash}, 'wrong')`,
    ];
    for (const call of calls) {
      await denied(as(PERSON, (tx) => tx.execute(call)));
      await denied(asAnon((tx) => tx.execute(call), db));
    }
    // The server's role without a person's claims: refused too.
    await denied(inTransaction(db, (tx) => tx.execute(calls[0]!)));
  });

  test('a code is claimed once per factor; a code Auth did not check is released', async () => {
    const hash = codeHash(FACTOR, '246810');
    expect(await claim(PERSON, FACTOR, hash)).toMatchObject({ outcome: 'claimed' });
    expect(await claim(PERSON, FACTOR, hash)).toMatchObject({ outcome: 'used' });
    // Not the person's factor: refused, and nothing is written for it.
    expect(await claim(PERSON, OTHER_FACTOR, hash)).toMatchObject({ outcome: 'unknown_factor' });
    expect(
      await count(
        sql`select count(*)::int as n from private.mfa_used_codes where factor_id = ${OTHER_FACTOR}::uuid`,
      ),
    ).toBe(0);
    // Auth never checked it (an expired challenge): the same code may be tried again.
    await settle(PERSON, FACTOR, hash, 'not_checked');
    expect(await claim(PERSON, FACTOR, hash)).toMatchObject({ outcome: 'claimed' });
    // Accepted: it stays used, until it is older than 5 minutes (Auth's window is 90 s).
    await settle(PERSON, FACTOR, hash, 'accepted');
    expect(await claim(PERSON, FACTOR, hash)).toMatchObject({ outcome: 'used' });
    await db.execute(
      sql`update private.mfa_used_codes set used_at = now() - interval '6 minutes' where code_hash = ${hash}`,
    );
    expect(await claim(PERSON, FACTOR, hash)).toMatchObject({ outcome: 'claimed' });
    // Only hashes: anything else is refused by the table.
    expect(pgCode(await claim(PERSON, FACTOR, '123456').catch((e: unknown) => e))).toBe('23514');
  });

  test('the 5th wrong code in 15 minutes pauses the factor for 15 minutes, once, audited and e-mailed', async () => {
    const mails = () =>
      count(
        sql`select count(*)::int as n from public.email_outbox where template = 'mfa-locked' and client_id = ${PERSON}::uuid`,
      );
    for (let i = 0; i < 4; i++) {
      const hash = codeHash(FACTOR, `00000${i}`);
      expect(await claim(PERSON, FACTOR, hash)).toMatchObject({ outcome: 'claimed' });
      expect(await settle(PERSON, FACTOR, hash, 'wrong')).toBeNull();
    }
    const fifth = codeHash(FACTOR, '000005');
    await claim(PERSON, FACTOR, fifth);
    const until = await settle(PERSON, FACTOR, fifth, 'wrong');
    expect(until).not.toBeNull();
    const minutes = (new Date(until!).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15.1);

    // Paused: even a fresh code is refused before Auth is asked.
    const fresh = await claim(PERSON, FACTOR, codeHash(FACTOR, '135790'));
    expect(fresh.outcome).toBe('locked');
    expect(new Date(fresh.until!).getTime()).toBe(new Date(until!).getTime());
    // A wrong code that was in flight when the pause began does not pause it again.
    expect(await settle(PERSON, FACTOR, codeHash(FACTOR, '000006'), 'wrong')).toBeNull();

    expect(
      await count(sql`select count(*)::int as n from public.audit_log
        where action = 'mfa.locked' and subject_id = ${FACTOR}::uuid and actor_id = ${PERSON}::uuid
          and client_id = ${PERSON}::uuid`),
    ).toBe(1);
    expect(await mails()).toBe(1);
    // Another person's factor is untouched.
    expect(await claim(OTHER, OTHER_FACTOR, codeHash(OTHER_FACTOR, '135790'))).toMatchObject({
      outcome: 'claimed',
    });

    // After the pause, codes are taken again and the count starts from zero.
    await db.execute(
      sql`update private.mfa_factor_locks set locked_until = now() - interval '1 second' where factor_id = ${FACTOR}::uuid`,
    );
    const after = codeHash(FACTOR, '000007');
    expect(await claim(PERSON, FACTOR, after)).toMatchObject({ outcome: 'claimed' });
    expect(await settle(PERSON, FACTOR, after, 'wrong')).toBeNull();
    expect(await mails()).toBe(1);
  });
}
