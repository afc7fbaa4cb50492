/**
 * A client's lost authenticator (issue 36, 20261128140000_factor_recoveries.sql): the table is
 * read by its client and by agents and written by nobody directly; each step is a private
 * function the server calls for the signed-in person (asServerFor), which decides who may:
 * the client asks (password alone is enough) and may cancel; an agent records the identity check
 * (a file note); a second agent approves; the scheduled job removes the factor only after the
 * 24 hours, and "a client's factor is theirs alone" stays true on every other path.
 * Registered by factor-recoveries-pglite.test.ts and factor-recoveries-pg15.test.ts.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import { asServerFor } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { createDb, type Db, inTransaction, type Tx, withUser } from '@/lib/db';
import { runFactorRecoveries } from '@/lib/jobs/factor-recovery';
import { claimsOf, codeOf, denied, seedPeople } from './harness';

const CLIENT = randomUUID();
const OTHER = randomUUID();
const AGENT = randomUUID();
const AGENT2 = randomUUID();
const NO_FACTOR = randomUUID();
const email = (id: string) => `fr-${id}@example.com`;

export function registerFactorRecoveryCases(getUrl: () => string) {
  let db: Db;

  const person = (sub: string, aal: 'aal1' | 'aal2' = 'aal2'): CurrentUser => ({
    id: sub,
    email: email(sub),
    fullName: null,
    isAdmin: sub === AGENT || sub === AGENT2,
    claims: claimsOf(sub, { aal }),
  });
  /** A query with the Data API's role for this person (what a token can do directly). */
  const as = <T>(sub: string, fn: (tx: Tx) => Promise<T>, aal: 'aal1' | 'aal2' = 'aal2') =>
    withUser(claimsOf(sub, { aal }), fn, db);
  const anon = <T>(fn: (tx: Tx) => Promise<T>) =>
    inTransaction(db, async (tx) => {
      await tx.execute(sql`set local role anon`);
      return fn(tx);
    });
  /** The app's server door: its own role, the person's claims (lib/factor-recovery). */
  const server = <T>(sub: string, fn: (tx: Tx) => Promise<T>, aal: 'aal1' | 'aal2' = 'aal2') =>
    asServerFor(person(sub, aal), fn, db);
  /** The scheduled job's connection: the server's role, nobody's claims. */
  const job = <T>(fn: (tx: Tx) => Promise<T>) => inTransaction(db, fn);

  const value = async (p: Promise<{ rows: Array<Record<string, unknown>> }>) =>
    (await p).rows[0]?.v;
  const request = (sub: string, note: string | null = null, aal: 'aal1' | 'aal2' = 'aal1') =>
    server(
      sub,
      (tx) => tx.execute(sql`select private.request_factor_recovery(${note}::text) as v`),
      aal,
    );
  const verify = (sub: string, id: string, note = 'Video call; face matches passport photo.') =>
    value(
      server(sub, (tx) =>
        tx.execute(sql`select private.verify_factor_recovery(${id}::uuid, ${note}) as v`),
      ),
    );
  const approve = (sub: string, id: string, aal: 'aal1' | 'aal2' = 'aal2') =>
    value(
      server(
        sub,
        (tx) => tx.execute(sql`select private.approve_factor_recovery(${id}::uuid) as v`),
        aal,
      ),
    );
  const cancel = (sub: string, id: string, aal: 'aal1' | 'aal2' = 'aal2') =>
    value(
      server(
        sub,
        (tx) => tx.execute(sql`select private.cancel_factor_recovery(${id}::uuid) as v`),
        aal,
      ),
    );
  const complete = (id: string) =>
    value(job((tx) => tx.execute(sql`select private.complete_factor_recovery(${id}::uuid) as v`)));
  const row = async (id: string) =>
    (
      await db.execute<Record<string, unknown>>(
        sql`select * from public.factor_recoveries where id = ${id}`,
      )
    ).rows[0]!;
  const openId = async (client: string) =>
    (
      await db.execute<{ id: string }>(sql`select id from public.factor_recoveries
        where client_id = ${client} and status in ('requested', 'verified', 'approved')`)
    ).rows[0]?.id;
  const giveFactor = async (userId: string) => {
    const id = randomUUID();
    await db.execute(sql`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
      values (${id}, ${userId}, ${`phone ${id.slice(0, 8)}`}, 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`);
    return id;
  };
  const factorCount = async (userId: string) =>
    (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from auth.mfa_factors where user_id = ${userId}`,
      )
    ).rows[0]!.n;
  const mails = async (template: string, client: string) =>
    (
      await db.execute<{ to_address: string }>(sql`select to_address from public.email_outbox
        where template = ${template} and client_id = ${client}`)
    ).rows.map((r) => r.to_address);
  const makeDue = (id: string) =>
    db.execute(
      sql`update public.factor_recoveries set removal_due_at = now() - interval '1 minute' where id = ${id}`,
    );
  /** The Auth admin API the job calls, standing in for Auth over the same table. */
  const fakeAdmin = {
    auth: {
      admin: {
        mfa: {
          listFactors: async ({ userId }: { userId: string }) => ({
            data: {
              factors: (
                await db.execute<{ id: string }>(
                  sql`select id from auth.mfa_factors where user_id = ${userId}`,
                )
              ).rows.map((r) => ({ id: r.id, factor_type: 'totp' })),
            },
            error: null,
          }),
          deleteFactor: async ({ id, userId }: { id: string; userId: string }) => {
            await db.execute(
              sql`delete from auth.mfa_factors where id = ${id} and user_id = ${userId}`,
            );
            return { data: { id }, error: null };
          },
        },
      },
    },
  } as unknown as SupabaseClient;

  let firstId: string;

  beforeAll(async () => {
    db = createDb(getUrl(), 4);
    await seedPeople(
      db,
      [CLIENT, OTHER, AGENT, AGENT2, NO_FACTOR].map((id) => [id, email(id)] as const),
      [AGENT, AGENT2],
    );
    await giveFactor(CLIENT);
    await giveFactor(OTHER);
    await giveFactor(AGENT);
  });
  afterAll(async () => {
    await db?.$client.end();
  });

  test('the client asks with a password alone; one open request; both e-mails queued', async () => {
    await request(CLIENT, 'WhatsApp +61 400 000 000, evenings');
    firstId = (await openId(CLIENT))!;
    expect(firstId).toBeDefined();
    const r = await row(firstId);
    expect(r.status).toBe('requested');
    expect(r.contact_note).toBe('WhatsApp +61 400 000 000, evenings');
    await denied(request(CLIENT), '23505');
    expect(await mails('factor-recovery-requested', CLIENT)).toEqual([email(CLIENT)]);
    expect(await mails('factor-recovery-requested-agency', CLIENT)).toEqual(['agency']);
    const audit = await db.execute<{ actor_id: string }>(sql`select actor_id from public.audit_log
      where action = 'factor_recovery.requested' and subject_id = ${firstId}`);
    expect(audit.rows).toEqual([{ actor_id: CLIENT }]);
  });

  test('an agent, or someone without an authenticator, cannot ask', async () => {
    await denied(request(AGENT), '42501');
    await denied(request(NO_FACTOR), 'P0002');
  });

  test('select: the client reads their own, another client and anon nothing, agents all (at aal2)', async () => {
    const q = sql`select id from public.factor_recoveries where id = ${firstId}`;
    const n = async (p: Promise<{ rows: unknown[] }>) => (await p).rows.length;
    expect(await n(as(CLIENT, (tx) => tx.execute(q), 'aal1'))).toBe(1);
    expect(await n(as(OTHER, (tx) => tx.execute(q)))).toBe(0);
    expect(await n(as(AGENT, (tx) => tx.execute(q)))).toBe(1);
    expect(await n(as(AGENT, (tx) => tx.execute(q), 'aal1'))).toBe(0);
    await denied(anon((tx) => tx.execute(q)));
  });

  test('insert, update, delete: refused for anon, the client, another client and an agent', async () => {
    const writes = (client: string) => [
      sql`insert into public.factor_recoveries (client_id) values (${client})`,
      sql`update public.factor_recoveries set status = 'approved', removal_due_at = now() where id = ${firstId}`,
      sql`delete from public.factor_recoveries where id = ${firstId}`,
    ];
    for (const q of writes(CLIENT)) await denied(anon((tx) => tx.execute(q)));
    for (const who of [CLIENT, OTHER, AGENT])
      for (const q of writes(who)) await denied(as(who, (tx) => tx.execute(q)));
    expect((await row(firstId)).status).toBe('requested');
  });

  test('the Data API roles cannot call the step functions themselves', async () => {
    const calls = [
      sql`select private.request_factor_recovery(null)`,
      sql`select private.verify_factor_recovery(${firstId}::uuid, 'a long enough note')`,
      sql`select private.approve_factor_recovery(${firstId}::uuid)`,
      sql`select private.cancel_factor_recovery(${firstId}::uuid)`,
      sql`select private.complete_factor_recovery(${firstId}::uuid)`,
    ];
    for (const q of calls) {
      await denied(as(CLIENT, (tx) => tx.execute(q)));
      await denied(as(AGENT, (tx) => tx.execute(q)));
    }
  });

  test('the client cannot verify or approve their own request; an agent at aal1 cannot verify', async () => {
    await denied(verify(CLIENT, firstId), '42501');
    await denied(approve(CLIENT, firstId), '42501');
    await denied(
      server(
        AGENT,
        (tx) =>
          tx.execute(
            sql`select private.verify_factor_recovery(${firstId}::uuid, 'Video call, passport matches')`,
          ),
        'aal1',
      ),
      '42501',
    );
    // Not yet verified: no approval either.
    expect(await approve(AGENT2, firstId)).toBe('not_verified');
  });

  test('verifying writes a file note in the client’s file (which the client never reads)', async () => {
    await denied(verify(AGENT, firstId, 'too short'), '23514');
    expect(await verify(AGENT, firstId)).toBe('verified');
    const r = await row(firstId);
    expect(r.status).toBe('verified');
    expect(r.verified_by).toBe(AGENT);
    const note = await db.execute<{
      kind: string;
      client_id: string;
      author_id: string;
      body: string;
    }>(
      sql`select kind, client_id, author_id, body from public.messages where id = ${r.verification_note_id as string}`,
    );
    expect(note.rows[0]).toMatchObject({ kind: 'file_note', client_id: CLIENT, author_id: AGENT });
    expect(note.rows[0]!.body).toContain('passport photo');
    const seen = await as(CLIENT, (tx) =>
      tx.execute(sql`select 1 from public.messages where id = ${r.verification_note_id as string}`),
    );
    expect(seen.rows).toHaveLength(0);
    expect(await verify(AGENT2, firstId)).toBe('not_requested');
  });

  test('the agent who verified cannot approve; a second agent can, and the wait is 24 hours', async () => {
    await denied(approve(AGENT, firstId), '42501');
    await denied(approve(AGENT2, firstId, 'aal1'), '42501');
    expect(await approve(AGENT2, firstId)).toBe('approved');
    const r = await row(firstId);
    expect(r.approved_by).toBe(AGENT2);
    const wait =
      new Date(r.removal_due_at as string).getTime() - new Date(r.approved_at as string).getTime();
    expect(wait).toBe(24 * 3600_000);
    expect(await mails('factor-recovery-approved', CLIENT)).toEqual([email(CLIENT)]);
  });

  test('before the due time nothing removes the factor; a client’s factor stays theirs alone', async () => {
    const factor = (
      await db.execute<{ id: string }>(
        sql`select id from auth.mfa_factors where user_id = ${CLIENT}`,
      )
    ).rows[0]!.id;
    const record = sql`select private.record_factor_change('mfa.factor_removed', ${CLIENT}::uuid, ${factor}::uuid)`;
    // The job's branch, not yet due; and the agents and another client, now or ever.
    await denied(
      job((tx) => tx.execute(record)),
      '42501',
    );
    expect(await complete(firstId)).toBe('not_due');
    await denied(
      as(AGENT, (tx) => tx.execute(record)),
      '42501',
    );
    await denied(
      as(AGENT2, (tx) => tx.execute(record)),
      '42501',
    );
    await denied(
      as(OTHER, (tx) => tx.execute(record)),
      '42501',
    );

    const early = await runFactorRecoveries({ db, admin: fakeAdmin });
    expect(early.completed).toBe(0);
    expect(await factorCount(CLIENT)).toBe(1);
    expect((await row(firstId)).status).toBe('approved');

    // Even due, an agent's own token still cannot record removing a client's factor.
    await makeDue(firstId);
    await denied(
      as(AGENT, (tx) => tx.execute(record)),
      '42501',
    );
  });

  test('after the due time the job removes the factor, records it and tells the client', async () => {
    expect(await complete(firstId)).toBe('factor_remains');
    const summary = await runFactorRecoveries({ db, admin: fakeAdmin });
    expect(summary).toMatchObject({ factorsRemoved: 1, failed: 0 });
    expect(summary.completed).toBeGreaterThanOrEqual(1);
    expect(await factorCount(CLIENT)).toBe(0);
    const r = await row(firstId);
    expect(r.status).toBe('completed');
    expect(await mails('factor-recovery-completed', CLIENT)).toEqual([email(CLIENT)]);
    const audit = await db.execute<{ action: string; actor_id: string | null; client_id: string }>(
      sql`select action, actor_id, client_id from public.audit_log
        where client_id = ${CLIENT} and action in ('mfa.factor_removed', 'factor_recovery.completed')
        order by id`,
    );
    expect(audit.rows).toEqual([
      { action: 'mfa.factor_removed', actor_id: null, client_id: CLIENT },
      { action: 'factor_recovery.completed', actor_id: null, client_id: CLIENT },
    ]);
    // Done: the job's branch no longer agrees for this client.
    const again = await giveFactor(CLIENT);
    await denied(
      job((tx) =>
        tx.execute(
          sql`select private.record_factor_change('mfa.factor_removed', ${CLIENT}::uuid, ${again}::uuid)`,
        ),
      ),
      '42501',
    );
  });

  test('cancelling: the client (aal1) and any agent may, another client may not; a cancelled request is never removed', async () => {
    await request(OTHER);
    const id = (await openId(OTHER))!;
    await denied(cancel(CLIENT, id), 'P0002');
    expect(await cancel(OTHER, id, 'aal1')).toBe('cancelled');
    expect(await cancel(OTHER, id)).toBe('not_open');
    expect(await mails('factor-recovery-cancelled', OTHER)).toEqual([email(OTHER)]);

    // Cancelled during the wait by an agent, then past the due time: the job leaves it alone.
    await request(OTHER);
    const id2 = (await openId(OTHER))!;
    expect(await verify(AGENT, id2)).toBe('verified');
    expect(await approve(AGENT2, id2)).toBe('approved');
    expect(await cancel(AGENT, id2)).toBe('cancelled');
    await makeDue(id2);
    await runFactorRecoveries({ db, admin: fakeAdmin });
    expect(await factorCount(OTHER)).toBe(1);
    expect((await row(id2)).status).toBe('cancelled');
    expect(await complete(id2)).toBe('not_due');
    expect(
      await codeOf(
        job((tx) =>
          tx.execute(
            sql`select private.record_factor_change('mfa.factor_removed', ${OTHER}::uuid, ${randomUUID()}::uuid)`,
          ),
        ),
      ),
    ).toBe('42501');
  });
}
