/**
 * Security notices about the account (20261129130000_account_notices.sql): closing an account
 * e-mails its owner, turning two-step sign-in on or off e-mails the factor's owner, and a sign-up
 * with a closed account's address e-mails that owner (once a day) and nobody else; only the
 * server's own role may ask for that last one. Registered by account-notices-pglite.test.ts and
 * account-notices-pg15.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { asAnon, createDb, type Db } from '@/lib/db';
import { noticeClosedAccountSignUp } from '@/lib/accounts/closed-signup';
import { denied, runAs, runOnServerAs, seedPeople } from './harness';

const CLIENT = randomUUID();
const OPEN = randomUUID();
const AGENT = randomUUID();
const COLLEAGUE = randomUUID();
const mail = (id: string) => `notice-${id.slice(0, 8)}@example.com`;

export function registerAccountNoticeCases(getUrl: () => string) {
  let db: Db;
  const as = runAs(() => db);
  const onServer = runOnServerAs(() => db);
  const outbox = async (template: string, to: string) =>
    (
      await db.execute<{ payload: Record<string, unknown>; client_id: string | null }>(
        sql`select payload, client_id from public.email_outbox
            where template = ${template} and to_address = ${to} order by created_at`,
      )
    ).rows;

  beforeAll(async () => {
    db = createDb(getUrl(), 2);
    await seedPeople(
      db,
      [CLIENT, OPEN, AGENT, COLLEAGUE].map((id) => [id, mail(id)] as const),
      [AGENT, COLLEAGUE],
    );
  });
  afterAll(async () => {
    await db?.$client.end();
  });

  test('closing an account e-mails its owner, with the date', async () => {
    const close = () =>
      onServer(CLIENT, (tx) => tx.execute(sql`select private.close_account(${CLIENT}::uuid)`));
    await close();
    const rows = await outbox('account-closed', mail(CLIENT));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.client_id).toBe(CLIENT);
    expect(String(rows[0]!.payload.closed_on)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('a sign-up with a closed address: one notice a day to its owner; other addresses none', async () => {
    await noticeClosedAccountSignUp(` ${mail(CLIENT).toUpperCase()} `, db);
    await noticeClosedAccountSignUp(mail(CLIENT), db);
    await noticeClosedAccountSignUp(mail(OPEN), db);
    await noticeClosedAccountSignUp('nobody-here@example.com', db);
    const rows = await outbox('account-closed-signup', mail(CLIENT));
    expect(rows).toHaveLength(1);
    expect(String(rows[0]!.payload.closed_on)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await outbox('account-closed-signup', mail(OPEN))).toHaveLength(0);
    expect(await outbox('account-closed-signup', 'nobody-here@example.com')).toHaveLength(0);
  });

  test('no token may ask for the closed-address notice', async () => {
    await denied(
      as(OPEN, (tx) => tx.execute(sql`select private.queue_closed_signup_notice('x@example.com')`)),
    );
    await denied(
      asAnon(
        (tx) => tx.execute(sql`select private.queue_closed_signup_notice('x@example.com')`),
        db,
      ),
    );
  });

  test('two-step on and off: the factor’s owner is told, an agent with the admin page', async () => {
    const factor = randomUUID();
    await as(OPEN, (tx) =>
      tx.execute(
        sql`select private.record_factor_change('mfa.factor_verified', ${OPEN}::uuid, ${factor}::uuid)`,
      ),
    );
    await as(OPEN, (tx) =>
      tx.execute(
        sql`select private.record_factor_change('mfa.factor_removed', ${OPEN}::uuid, ${factor}::uuid)`,
      ),
    );
    const on = await outbox('two-step-on', mail(OPEN));
    expect(on).toHaveLength(1);
    expect(on[0]).toEqual({ payload: { page: 'dashboard' }, client_id: OPEN });
    expect(await outbox('two-step-off', mail(OPEN))).toHaveLength(1);

    // An agent removes a colleague's lost authenticator: the colleague hears of it, by no name.
    await as(AGENT, (tx) =>
      tx.execute(
        sql`select private.record_factor_change('mfa.factor_removed', ${COLLEAGUE}::uuid, ${factor}::uuid)`,
      ),
    );
    expect(await outbox('two-step-off', mail(COLLEAGUE))).toEqual([
      { payload: { page: 'admin' }, client_id: null },
    ]);
    expect(await outbox('two-step-off', mail(AGENT))).toHaveLength(0);
  });
}
