/**
 * Each agent's registered name and MARN (20261130160000_agent_registrations.sql, issue 38 finding
 * 7): agent_registrations × {anon, client, agent at aal1, the agent, another agent} × {read,
 * write}, and an offer sent by a person names that person: without a registration, or naming
 * someone else, the send is refused. Registered on PGlite and PostgreSQL 15.
 */
import { sql } from 'drizzle-orm';
import { asAnon, createDb, type Db, type Tx, withUser } from '@/lib/db';
import { registrationSchema } from '@/lib/admin/registration';
import type { TestStack } from '../support/stack';
import { claimsOf, codeOf, denied, runAs, seedPeople } from './harness';

const AGENT = 'f1000000-0000-4000-8000-0000000000a1';
const COLLEAGUE = 'f1000000-0000-4000-8000-0000000000a2';
const NEWCOMER = 'f1000000-0000-4000-8000-0000000000a3';
const CLIENT = 'f1000000-0000-4000-8000-0000000000b1';

export function registerAgentRegistrationCases(getStack: () => TestStack) {
  let db: Db;
  const as = runAs(() => db);
  const rows = async <T extends Record<string, unknown>>(tx: Tx | Db, q: ReturnType<typeof sql>) =>
    (await tx.execute<T>(q)).rows;
  const register = (who: string, name: string, marn: string) => (tx: Tx) =>
    tx.execute(sql`insert into public.agent_registrations (user_id, registered_name, marn)
      values (${who}, ${name}, ${marn})`);
  const draft = (client = CLIENT) =>
    as(AGENT, (tx) =>
      rows<{ id: string }>(
        tx,
        sql`insert into public.engagements (client_id, services, fee_items, conflict_declaration, expires_on)
          values (${client}, '[{"code":"prepare","label":"Preparing"}]'::jsonb,
            '[{"label":"Fee","amount_cents":100000}]'::jsonb, 'No conflict.',
            (now() at time zone 'Australia/Sydney')::date + 30) returning id`,
      ),
    ).then((r) => r[0]!.id);
  const send = (who: string, id: string, name: string, marn: string) =>
    as(who, (tx) =>
      tx.execute(sql`update public.engagements set status = 'sent', snapshot = 'AGREEMENT',
        agent_name = ${name}, agent_marn = ${marn}, consumer_guide_version = 'test',
        terms_version = 'test' where id = ${id}`),
    );

  beforeAll(async () => {
    db = createDb(getStack().dbUrl, 2);
    await seedPeople(
      db,
      [
        [AGENT, 'reg-agent@example.com'],
        [COLLEAGUE, 'reg-colleague@example.com'],
        [NEWCOMER, 'reg-newcomer@example.com'],
        [CLIENT, 'reg-client@example.com'],
      ],
      [AGENT, COLLEAGUE, NEWCOMER],
    );
    await as(AGENT, register(AGENT, 'Jane Agent', '1234567'));
    await as(COLLEAGUE, register(COLLEAGUE, 'Ravi Colleague', '7654321'));
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
  });

  test('agents read every registration; a client and anon read none', async () => {
    const all = sql`select user_id from public.agent_registrations
      where user_id in (${AGENT}, ${COLLEAGUE}) order by user_id`;
    expect(await as(COLLEAGUE, (tx) => rows(tx, all))).toHaveLength(2);
    expect(await as(CLIENT, (tx) => rows(tx, all))).toEqual([]);
    await denied(asAnon((tx) => tx.execute(all), db));
  });

  test('an agent writes only their own; a client, anon and an agent at aal1 write nothing', async () => {
    await denied(as(AGENT, register(NEWCOMER, 'Someone Else', '1111111')));
    const changed = await as(AGENT, (tx) =>
      rows(
        tx,
        sql`update public.agent_registrations set marn = '2222222' where user_id = ${COLLEAGUE}
          returning user_id`,
      ),
    );
    expect(changed).toEqual([]);
    await denied(as(CLIENT, register(CLIENT, 'A Client', '3333333')));
    await denied(asAnon(register(CLIENT, 'A Client', '3333333'), db));
    await denied(
      withUser(claimsOf(NEWCOMER, { aal: 'aal1' }), register(NEWCOMER, 'New', '4444444'), db),
    );
    // Nobody deletes one (no grant): the history of who was responsible stays.
    await denied(
      as(AGENT, (tx) =>
        tx.execute(sql`delete from public.agent_registrations where user_id = ${AGENT}`),
      ),
    );
  });

  test('a MARN is seven digits and never the placeholder 0000000', async () => {
    for (const marn of ['0000000', '123456', '12345678', 'MARN123']) {
      expect(await codeOf(as(NEWCOMER, register(NEWCOMER, 'New Agent', marn)))).toBe('23514');
    }
  });

  test('an offer names the agent who sends it', async () => {
    const id = await draft();
    // Not registered: refused, and the draft stays a draft.
    expect(await codeOf(send(NEWCOMER, id, 'New Agent', '1234567'))).toBe('23514');
    // Naming a colleague (their name and MARN) while sending as yourself: refused.
    expect(await codeOf(send(AGENT, id, 'Ravi Colleague', '7654321'))).toBe('23514');
    expect(await codeOf(send(AGENT, id, 'Jane Agent', '7654321'))).toBe('23514');
    const [still] = await rows<{ status: string }>(
      db,
      sql`select status from public.engagements where id = ${id}`,
    );
    expect(still!.status).toBe('draft');
    await send(AGENT, id, 'Jane Agent', '1234567');
    const [sent] = await rows<{ status: string; agent_marn: string }>(
      db,
      sql`select status, agent_marn from public.engagements where id = ${id}`,
    );
    expect(sent).toEqual({ status: 'sent', agent_marn: '1234567' });
  });

  test('changes are audited', async () => {
    await as(AGENT, (tx) =>
      tx.execute(sql`update public.agent_registrations set registered_name = 'Jane Q Agent'
        where user_id = ${AGENT}`),
    );
    const audit = await rows<{ action: string }>(
      db,
      sql`select action from public.audit_log where subject_id = ${AGENT}
        and action like 'agent.%' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'agent.registration_added',
      'agent.registration_changed',
    ]);
  });

  test('the form’s rule is the table’s: what registrationSchema accepts the table keeps, and no more', async () => {
    const names = [
      'Jane Agent',
      '',
      ' ',
      'x'.repeat(200),
      'x'.repeat(201),
      'Line\nbreak',
      'Tab\tname',
      'अमिता शर्मा',
    ];
    const marns = ['1234567', ' 7654321 ', '0000000', '123456', '12345678', 'abcdefg', '١٢٣٤٥٦٧'];
    const upsert = (name: string, marn: string) =>
      as(NEWCOMER, (tx) =>
        tx.execute(sql`insert into public.agent_registrations (user_id, registered_name, marn)
          values (${NEWCOMER}, ${name}, ${marn})
          on conflict (user_id) do update set registered_name = excluded.registered_name,
            marn = excluded.marn`),
      );
    for (const name of names)
      for (const marn of marns) {
        const form = registrationSchema.safeParse({ registeredName: name, marn }).success;
        const table = (await codeOf(upsert(name.trim(), marn.trim()))) === undefined;
        expect({ name, marn, table }).toEqual({ name, marn, table: form });
      }
  });
}
