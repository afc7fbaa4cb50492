/**
 * The client's postal address (20261201100000_postal_address_invoice_mail.sql): one rule in two
 * places, the database's private.is_postal_address and lib/profiles/postal-address.ts. Whatever a
 * person types, the form's normalised value is what the database keeps, and the form refuses
 * exactly what the database would. profiles.postal_address × {client, other client, agent, anon}.
 * Registered on PGlite and PostgreSQL 15.
 */
import { sql } from 'drizzle-orm';
import { asAnon, createDb, type Db, type Tx } from '@/lib/db';
import { normalisePostalAddress, postalAddressProblem } from '@/lib/profiles/postal-address';
import type { TestStack } from '../support/stack';
import { codeOf, denied, runAs, seedPeople } from './harness';

const AGENT = 'f2000000-0000-4000-8000-0000000000a1';
const CLIENT = 'f2000000-0000-4000-8000-0000000000b1';
const OTHER = 'f2000000-0000-4000-8000-0000000000b2';

/** What people type: line endings of every kind, tabs, padding, blank lines, other scripts. */
const TYPED = [
  '12 Mall Road\nLahore 54000\nPakistan',
  '  Flat 4B, Gulshan Avenue \r\n\r\n Dhaka 1212\r\nBangladesh  ',
  'House 7\tSector 21\rChandigarh\u2028India',
  'मकान 12, गली 3\nनई दिल्ली 110001\nभारत',
  'a\nb\nc\nd\ne\nf',
  'a\nb\nc\nd\ne\nf\ng',
  'x'.repeat(300),
  'x'.repeat(301),
  `${'y'.repeat(150)}\n${'z'.repeat(149)}`,
  `${'y'.repeat(150)}\n${'z'.repeat(150)}`,
  'Road\u00a0\nTown',
  'Unit 3\u0000\nTown',
  '\n \n\t',
];

export function registerPostalAddressCases(getStack: () => TestStack) {
  let db: Db;
  const as = runAs(() => db);
  const set = (who: string, value: string | null) => (tx: Tx) =>
    tx.execute(sql`update public.profiles set postal_address = ${value} where id = ${who}
      returning id`);
  const stored = async (who: string) =>
    (
      await db.execute<{ a: string | null }>(
        sql`select postal_address as a from public.profiles where id = ${who}`,
      )
    ).rows[0]!.a;

  beforeAll(async () => {
    db = createDb(getStack().dbUrl, 2);
    await seedPeople(
      db,
      [
        [AGENT, 'postal-agent@example.com'],
        [CLIENT, 'postal-client@example.com'],
        [OTHER, 'postal-other@example.com'],
      ],
      [AGENT],
    );
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
  });

  test('the form keeps what the database keeps and refuses what it refuses', async () => {
    for (const typed of TYPED) {
      const value = normalisePostalAddress(typed);
      const formSays = postalAddressProblem(value);
      const dbCode = await codeOf(as(CLIENT, set(CLIENT, value || null)));
      expect({ typed, refused: dbCode === '23514' }).toEqual({ typed, refused: !!formSays });
      if (!formSays) expect(await stored(CLIENT)).toBe(value || null);
    }
  });

  test('the database refuses what the form would have tidied: padded and blank lines, tabs, CR', async () => {
    for (const raw of [' 12 Road\nTown', '12 Road\n\nTown', '12\tRoad', '12 Road\r\nTown', '']) {
      expect({ raw, code: await codeOf(as(CLIENT, set(CLIENT, raw))) }).toEqual({
        raw,
        code: '23514',
      });
    }
  });

  test('the client writes their own; another client and anon cannot; an agent corrects it and the client is told', async () => {
    await as(CLIENT, set(CLIENT, 'Own Road\nTown'));
    expect(await as(OTHER, set(CLIENT, 'Not yours'))).toMatchObject({ rows: [] });
    await denied(asAnon(set(CLIENT, 'Anon'), db));
    expect(await stored(CLIENT)).toBe('Own Road\nTown');
    const told = () =>
      db.execute(sql`select 1 from public.email_outbox
        where template = 'profile-changed-by-agent' and to_address = 'postal-client@example.com'`);
    expect((await told()).rows).toHaveLength(0);
    await as(AGENT, set(CLIENT, 'Corrected Road\nTown'));
    expect(await stored(CLIENT)).toBe('Corrected Road\nTown');
    expect((await told()).rows).toHaveLength(1);
  });
}
