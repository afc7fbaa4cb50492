/**
 * Notes on a lead carry their author. The database, not the app, decides who that is: an agent
 * cannot file a note under a colleague's name, and nobody else can write or read notes at all.
 */
import { sql } from 'drizzle-orm';
import { asAnon, createDb, type Db, withUser } from '@/lib/db';
import { claimsOf, denied, seedPeople } from './harness';

const AGENT = 'c0000000-0000-4000-8000-000000000001';
const COLLEAGUE = 'c0000000-0000-4000-8000-000000000002';
const CLIENT = 'c0000000-0000-4000-8000-000000000003';

export function registerLeadNoteCases(getUrl: () => string) {
  let db: Db;
  let leadId: string;

  beforeAll(async () => {
    db = createDb(getUrl(), 2);
    await seedPeople(
      db,
      [
        [AGENT, 'notes-agent@example.com'],
        [COLLEAGUE, 'notes-colleague@example.com'],
        [CLIENT, 'notes-client@example.com'],
      ],
      [AGENT, COLLEAGUE],
    );
    // Seeded as the owner: how leads arrive is the leads tests' business, not this file's.
    const r =
      await db.execute(sql`insert into public.leads (kind, full_name, email, message, idempotency_key)
      values ('contact', 'Note Subject', 'note-subject@example.com', 'About the 190 visa.',
        ${`notes-${Date.now()}`}) returning id`);
    leadId = String(r.rows[0]!.id);
  });
  afterAll(async () => {
    await db?.$client.end();
  });

  const insertNote = (
    author: string,
  ) => sql`insert into public.lead_notes (lead_id, author_id, body)
    values (${leadId}, ${author}, 'Called, left a message.') returning author_id`;

  test('an agent writes a note under their own name', async () => {
    const r = await withUser(claimsOf(AGENT), (tx) => tx.execute(insertNote(AGENT)), db);
    expect(r.rows).toEqual([{ author_id: AGENT }]);
  });

  test('an agent cannot write a note under a colleague’s name', async () => {
    await denied(withUser(claimsOf(AGENT), (tx) => tx.execute(insertNote(COLLEAGUE)), db));
  });

  test('a client can neither write nor read notes, even under their own id', async () => {
    await denied(withUser(claimsOf(CLIENT), (tx) => tx.execute(insertNote(CLIENT)), db));
    const seen = await withUser(
      claimsOf(CLIENT),
      (tx) => tx.execute(sql`select * from public.lead_notes where lead_id = ${leadId}`),
      db,
    );
    expect(seen.rows).toEqual([]);
  });

  test('anonymous callers cannot touch notes', async () => {
    await denied(asAnon((tx) => tx.execute(sql`select * from public.lead_notes`), db));
  });

  test.each([
    ['edits', sql`update public.lead_notes set body = 'rewritten' returning id`],
    ['deletes', sql`delete from public.lead_notes returning id`],
  ])('nobody %s a note, agents included', async (_what, statement) => {
    await denied(withUser(claimsOf(AGENT), (tx) => tx.execute(statement), db));
  });
}
