/**
 * Family matters (20261130150000_matter_members.sql): matter_members × {anon, account holder,
 * other client, member login, agent} × {select, insert, update, delete}, and what a member's own
 * login reaches on the matter: their own and shared documents, requests and visible key dates,
 * never the account holder's or another member's. Uploads name whom they are for, and answer
 * that person's request only. Registered on PGlite and PostgreSQL 15.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { asAnon, createDb, type Db, type Tx } from '@/lib/db';
import type { TestStack } from '../support/stack';
import { denied, runAs, runOnServerAs, seedPeople } from './harness';

const AGENT = 'f0000000-0000-4000-8000-0000000000a1';
const HOLDER = 'f0000000-0000-4000-8000-0000000000b1';
const OTHER = 'f0000000-0000-4000-8000-0000000000b2';
const PARTNER = 'f0000000-0000-4000-8000-0000000000c1';
/** An adult with their own login on another family's matter. */
const STRANGER = 'f0000000-0000-4000-8000-0000000000c2';

type Row = Record<string, unknown>;

export function registerMembersCases(getStack: () => TestStack) {
  let db: Db;
  let matterId: string;
  let otherMatterId: string;
  let sponsor: string; // the holder's own member row (no login)
  let partner: string; // has PARTNER's login
  let child: string;
  let strangerRow: string;
  const as = runAs(() => db);
  const onServer = runOnServerAs(() => db);
  const rows = async <T extends Row>(tx: Tx | Db, q: ReturnType<typeof sql>) =>
    (await tx.execute<T>(q)).rows;
  const ids = (r: { id: string }[]) => r.map((x) => x.id).sort();

  async function matterOf(client: string) {
    const [e] = await rows<{ id: string }>(
      db,
      sql`insert into public.engagements (client_id, agent_id, status, accepted_at, accepted_name)
        values (${client}, ${AGENT}, 'accepted', now(), 'Family Holder') returning id`,
    );
    const [m] = await as(AGENT, (tx) =>
      rows<{ id: string }>(
        tx,
        sql`insert into public.matters (client_id, engagement_id, visa_subclass, title)
          values (${client}, ${e!.id}, '820', 'Partner visa') returning id`,
      ),
    );
    return m!.id;
  }
  const addMember = (matter: string, role: string, name: string, userId: string | null = null) =>
    as(AGENT, (tx) =>
      rows<{ id: string }>(
        tx,
        sql`insert into public.matter_members (matter_id, role, full_name, user_id)
          values (${matter}, ${role}, ${name}, ${userId}) returning id`,
      ),
    ).then((r) => r[0]!.id);
  /** A document row as the server's own role writes it. */
  const doc = (member: string | null, shared = false, client = HOLDER, matter = matterId) =>
    rows<{ id: string }>(
      db,
      sql`insert into public.documents (client_id, category, storage_path, original_name,
          mime_type, size_bytes, sha256, matter_id, member_id, shared)
        values (${client}, 'passport', ${`${client}/${randomUUID()}.pdf`}, 'passport.pdf',
          'application/pdf', 20, ${'d'.repeat(64)}, ${matter}, ${member}, ${shared}) returning id`,
    ).then((r) => r[0]!.id);
  const request = (member: string | null, shared = false, category = 'passport') =>
    as(AGENT, (tx) =>
      rows<{ id: string }>(
        tx,
        sql`insert into public.document_requests (client_id, category, requested_by, matter_id,
            member_id, shared)
          values (${HOLDER}, ${category}, ${AGENT}, ${matterId}, ${member}, ${shared}) returning id`,
      ),
    ).then((r) => r[0]!.id);
  const deadline = (member: string | null, shared = false, visible = true) =>
    as(AGENT, (tx) =>
      rows<{ id: string }>(
        tx,
        sql`insert into public.deadlines (matter_id, kind, due_on, visible_to_client, member_id, shared)
          values (${matterId}, 'health_examination', current_date + 60, ${visible}, ${member},
            ${shared}) returning id`,
      ),
    ).then((r) => r[0]!.id);

  beforeAll(async () => {
    db = createDb(getStack().dbUrl, 2);
    await seedPeople(
      db,
      [
        [AGENT, 'family-agent@example.com'],
        [HOLDER, 'family-holder@example.com'],
        [OTHER, 'family-other@example.com'],
        [PARTNER, 'family-partner@example.com'],
        [STRANGER, 'family-stranger@example.com'],
      ],
      [AGENT],
    );
    matterId = await matterOf(HOLDER);
    otherMatterId = await matterOf(OTHER);
    sponsor = await addMember(matterId, 'sponsor', 'Sam Holder');
    partner = await addMember(matterId, 'partner', 'Ayesha Khan', PARTNER);
    child = await addMember(matterId, 'dependent_child', 'Zara Khan');
    strangerRow = await addMember(otherMatterId, 'partner', 'Lee Other', STRANGER);
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
  });

  describe('matter_members', () => {
    const all = (tx: Tx) =>
      rows<{ id: string }>(
        tx,
        sql`select id from public.matter_members where matter_id in (${matterId}, ${otherMatterId})`,
      );

    test('anon reaches no member', async () => {
      await denied(asAnon((tx) => all(tx), db));
      await denied(
        asAnon(
          (tx) =>
            tx.execute(sql`insert into public.matter_members (matter_id, role, full_name)
              values (${matterId}, 'other', 'Anon')`),
          db,
        ),
      );
    });

    test('the account holder reads every member of their matter, and changes none', async () => {
      expect(ids(await as(HOLDER, all))).toEqual([sponsor, partner, child].sort());
      await denied(
        as(HOLDER, (tx) =>
          tx.execute(sql`insert into public.matter_members (matter_id, role, full_name)
            values (${matterId}, 'other', 'Added by holder')`),
        ),
      );
      const upd = await as(HOLDER, (tx) =>
        rows(
          tx,
          sql`update public.matter_members set full_name = 'Changed' where id = ${child} returning id`,
        ),
      );
      expect(upd).toEqual([]);
      const del = await as(HOLDER, (tx) =>
        rows(tx, sql`delete from public.matter_members where id = ${child} returning id`),
      );
      expect(del).toEqual([]);
    });

    test('another client sees none and adds none', async () => {
      expect(ids(await as(OTHER, all))).toEqual([strangerRow]);
      await denied(
        as(OTHER, (tx) =>
          tx.execute(sql`insert into public.matter_members (matter_id, role, full_name)
            values (${matterId}, 'other', 'Intruder')`),
        ),
      );
      const upd = await as(OTHER, (tx) =>
        rows(
          tx,
          sql`update public.matter_members set user_id = ${OTHER} where id = ${child} returning id`,
        ),
      );
      expect(upd).toEqual([]);
    });

    test('a member login reads only their own row, and changes nothing', async () => {
      expect(ids(await as(PARTNER, all))).toEqual([partner]);
      await denied(
        as(PARTNER, (tx) =>
          tx.execute(sql`insert into public.matter_members (matter_id, role, full_name, user_id)
            values (${matterId}, 'other', 'Me again', ${PARTNER})`),
        ),
      );
      for (const q of [
        sql`update public.matter_members set role = 'primary_applicant' where id = ${partner} returning id`,
        sql`update public.matter_members set user_id = ${PARTNER} where id = ${child} returning id`,
        sql`delete from public.matter_members where id = ${partner} returning id`,
      ])
        expect(await as(PARTNER, (tx) => rows(tx, q))).toEqual([]);
    });

    test('an agent adds, changes and removes members; the rules hold for them too', async () => {
      const extra = await addMember(matterId, 'other', 'Grandma');
      const upd = await as(AGENT, (tx) =>
        rows(
          tx,
          sql`update public.matter_members set relationship = 'mother-in-law' where id = ${extra} returning id`,
        ),
      );
      expect(upd).toHaveLength(1);
      // Never the holder's own login, never an agent, never moved to another matter.
      await denied(addMember(matterId, 'sponsor', 'Holder again', HOLDER), '23514');
      await denied(addMember(matterId, 'other', 'An agent', AGENT), '23514');
      await denied(
        as(AGENT, (tx) =>
          tx.execute(
            sql`update public.matter_members set matter_id = ${otherMatterId} where id = ${extra}`,
          ),
        ),
        '23514',
      );
      // Someone with items on the matter stays (their items would fall to the holder).
      await request(extra);
      await denied(
        as(AGENT, (tx) => tx.execute(sql`delete from public.matter_members where id = ${extra}`)),
        '23514',
      );
      const gone = await addMember(matterId, 'other', 'Added by mistake');
      const del = await as(AGENT, (tx) =>
        rows(tx, sql`delete from public.matter_members where id = ${gone} returning id`),
      );
      expect(del).toHaveLength(1);
      const audit = await rows<{ action: string }>(
        db,
        sql`select action from public.audit_log where details ->> 'member_id' = ${gone} order by id`,
      );
      expect(audit.map((a) => a.action)).toEqual(['matter_member.added', 'matter_member.removed']);
    });

    test("an item's member is on the item's matter", async () => {
      await denied(
        as(AGENT, (tx) =>
          tx.execute(sql`insert into public.document_requests (client_id, category, requested_by,
              matter_id, member_id)
            values (${HOLDER}, 'passport', ${AGENT}, ${matterId}, ${strangerRow})`),
        ),
        '23514',
      );
    });
  });

  describe("a member's login on the matter", () => {
    let holderDoc: string, partnerDoc: string, childDoc: string, sharedDoc: string;
    let holderReq: string, partnerReq: string, childReq: string, sharedReq: string;
    let holderDate: string, partnerDate: string, partnerHidden: string, sharedDate: string;
    beforeAll(async () => {
      holderDoc = await doc(null);
      partnerDoc = await doc(partner);
      childDoc = await doc(child);
      sharedDoc = await doc(sponsor, true);
      holderReq = await request(null, false, 'english-test');
      partnerReq = await request(partner, false, 'police-certificate');
      childReq = await request(child, false, 'qualification');
      sharedReq = await request(null, true, 'relationship-evidence');
      holderDate = await deadline(null);
      partnerDate = await deadline(partner);
      partnerHidden = await deadline(partner, false, false);
      sharedDate = await deadline(null, true);
    });
    const docs = (tx: Tx) =>
      rows<{ id: string }>(tx, sql`select id from public.documents where matter_id = ${matterId}`);
    const reqs = (tx: Tx) =>
      rows<{ id: string }>(
        tx,
        sql`select id from public.document_requests where matter_id = ${matterId}
          and category in ('english-test', 'police-certificate', 'qualification', 'relationship-evidence')`,
      );
    const dates = (tx: Tx) =>
      rows<{ id: string }>(tx, sql`select id from public.deadlines where matter_id = ${matterId}`);

    test('the member sees the matter, their own and shared items, never the holder’s', async () => {
      const seen = await as(PARTNER, (tx) =>
        rows<{ id: string }>(
          tx,
          sql`select id from public.matters where id in (${matterId}, ${otherMatterId})`,
        ),
      );
      expect(ids(seen)).toEqual([matterId]);
      expect(ids(await as(PARTNER, docs))).toEqual([partnerDoc, sharedDoc].sort());
      expect(ids(await as(PARTNER, reqs))).toEqual([partnerReq, sharedReq].sort());
      expect(ids(await as(PARTNER, dates))).toEqual([partnerDate, sharedDate].sort());
      expect(ids(await as(PARTNER, dates))).not.toContain(partnerHidden);
    });

    test('the holder sees every member’s items; another member login sees none of them', async () => {
      expect(ids(await as(HOLDER, docs))).toEqual(
        [holderDoc, partnerDoc, childDoc, sharedDoc].sort(),
      );
      expect(ids(await as(HOLDER, reqs))).toEqual(
        [holderReq, partnerReq, childReq, sharedReq].sort(),
      );
      expect(ids(await as(HOLDER, dates))).toEqual([holderDate, partnerDate, sharedDate].sort());
      for (const read of [docs, reqs, dates]) {
        expect(await as(STRANGER, read)).toEqual([]);
        expect(await as(OTHER, read)).toEqual([]);
      }
    });

    test('the member changes nothing of the matter’s items', async () => {
      const attempts = [
        sql`update public.documents set hidden_at = now() where id = ${partnerDoc} returning id`,
        sql`delete from public.documents where id = ${partnerDoc} returning id`,
        sql`update public.document_requests set note = 'x' where id = ${partnerReq} returning id`,
        sql`delete from public.document_requests where id = ${partnerReq} returning id`,
        sql`update public.deadlines set note = 'x' where id = ${partnerDate} returning id`,
      ];
      for (const q of attempts) expect(await as(PARTNER, (tx) => rows(tx, q))).toEqual([]);
      await denied(
        as(PARTNER, (tx) =>
          tx.execute(sql`insert into public.document_requests (client_id, category, requested_by,
              matter_id, member_id)
            values (${HOLDER}, 'other', ${PARTNER}, ${matterId}, ${partner})`),
        ),
      );
    });

    test('only an agent moves a document to a member or shares it', async () => {
      await denied(
        as(HOLDER, (tx) =>
          tx.execute(sql`update public.documents set shared = true where id = ${holderDoc}`),
        ),
      );
      const moved = await as(AGENT, (tx) =>
        rows(
          tx,
          sql`update public.documents set member_id = ${child} where id = ${holderDoc} returning id`,
        ),
      );
      expect(moved).toHaveLength(1);
      await as(AGENT, (tx) =>
        tx.execute(sql`update public.documents set member_id = null where id = ${holderDoc}`),
      );
    });

    test('opening a file: the member gets the path of their own, not of the holder’s', async () => {
      const path = (sub: string, id: string) =>
        as(sub, (tx) =>
          rows<{ p: string }>(tx, sql`select private.document_path_for_signing(${id}::uuid) as p`),
        );
      expect((await path(PARTNER, partnerDoc))[0]!.p).toMatch(/\.pdf$/);
      expect((await path(PARTNER, sharedDoc))[0]!.p).toMatch(/\.pdf$/);
      await denied(path(PARTNER, holderDoc), 'P0002');
      await denied(path(PARTNER, childDoc), 'P0002');
      await denied(path(STRANGER, partnerDoc), 'P0002');
    });
  });

  describe('uploads name whom they are for', () => {
    /** A stored object, as Storage leaves it, and the server recording it for that person. */
    async function upload(sub: string, member: string | null, category = 'other') {
      const path = `${sub}/${randomUUID()}.pdf`;
      const [o] = await rows<{ id: string }>(
        db,
        sql`insert into storage.objects (bucket_id, name, owner_id, metadata)
          values ('documents', ${path}, ${sub}, '{"mimetype": "application/pdf", "size": 20}')
          returning id`,
      );
      const [r] = await onServer(sub, (tx) =>
        rows<{ id: string }>(
          tx,
          sql`select private.record_document(${o!.id}::uuid, ${path}, ${category}, 'scan.pdf',
            'application/pdf', 20, ${'e'.repeat(64)}, null::date, null::uuid, ${member}::uuid) as id`,
        ),
      );
      return (
        await rows<{ id: string; client_id: string; member_id: string | null; matter_id: string }>(
          db,
          sql`select id, client_id, member_id, matter_id from public.documents where id = ${r!.id}`,
        )
      )[0]!;
    }

    test("the holder uploads for their child: the child's request is answered, not the holder's", async () => {
      const mine = await request(null, false, 'financial-evidence');
      const zaras = await request(child, false, 'financial-evidence');
      const d = await upload(HOLDER, child, 'financial-evidence');
      expect(d).toMatchObject({ client_id: HOLDER, member_id: child, matter_id: matterId });
      const state = await rows<{ id: string; fulfilled_by: string | null }>(
        db,
        sql`select id, fulfilled_by from public.document_requests where id in (${mine}, ${zaras})`,
      );
      expect(Object.fromEntries(state.map((s) => [s.id, s.fulfilled_by]))).toEqual({
        [mine]: null,
        [zaras]: d.id,
      });
    });

    test('a member uploads for themselves; the file belongs to the holder’s matter', async () => {
      const d = await upload(PARTNER, partner, 'other');
      expect(d).toMatchObject({ client_id: HOLDER, member_id: partner, matter_id: matterId });
      const seen = await as(HOLDER, (tx) =>
        rows<{ id: string }>(tx, sql`select id from public.documents where id = ${d.id}`),
      );
      expect(seen).toHaveLength(1);
    });

    test('nobody uploads for a member who is not theirs', async () => {
      await denied(upload(PARTNER, child, 'other'));
      await denied(upload(STRANGER, partner, 'other'));
      await denied(upload(OTHER, child, 'other'));
    });
  });

  // 20261130150100_member_mail.sql: a member's login is told what is theirs to do.
  describe('e-mails to a member login', () => {
    const LINKED = 'f0000000-0000-4000-8000-0000000000c3';
    const INVITED = 'f0000000-0000-4000-8000-0000000000c4';
    const outbox = (template: string, to: string) =>
      rows<{ client_id: string | null; payload: Row }>(
        db,
        sql`select client_id, payload from public.email_outbox
          where template = ${template} and to_address = ${to}`,
      );
    beforeAll(async () => {
      await seedPeople(db, [
        [LINKED, 'family-linked@example.com'],
        [INVITED, 'family-invited@example.com'],
      ]);
      // LINKED signed in before (a confirmed e-mail); INVITED has only Auth's invitation.
      await db.execute(sql`update auth.users set email_confirmed_at = now() where id = ${LINKED}`);
    });

    /** How many requests an address was told of (a digest row counts several). */
    const told = async (to: string) =>
      (
        await rows<{ n: number }>(
          db,
          sql`select coalesce(sum(digest_count), 0)::int as n from public.email_outbox
            where template = 'document-requested' and to_address = ${to}`,
        )
      )[0]!.n;

    test('a request for a member with a login e-mails that login and the holder', async () => {
      const before = await told('family-partner@example.com');
      const holderBefore = await told('family-holder@example.com');
      await request(partner, false, 'financial-evidence');
      expect(await told('family-partner@example.com')).toBe(before + 1);
      expect((await outbox('document-requested', 'family-partner@example.com'))[0]!.client_id).toBe(
        PARTNER,
      );
      expect(await told('family-holder@example.com')).toBe(holderBefore + 1);
      // A child has no login: only the holder is told.
      await request(child, false, 'other');
      expect(await told('family-partner@example.com')).toBe(before + 1);
      expect(await told('family-holder@example.com')).toBe(holderBefore + 2);
    });

    test('linking an existing account e-mails it; a fresh invitation does not', async () => {
      const linkedRow = await addMember(matterId, 'other', 'Omar Khan');
      const invitedRow = await addMember(matterId, 'other', 'Nadia Khan');
      await as(AGENT, (tx) =>
        tx.execute(
          sql`update public.matter_members set user_id = ${LINKED} where id = ${linkedRow}`,
        ),
      );
      await as(AGENT, (tx) =>
        tx.execute(
          sql`update public.matter_members set user_id = ${INVITED} where id = ${invitedRow}`,
        ),
      );
      const linked = await outbox('member-linked', 'family-linked@example.com');
      expect(linked).toHaveLength(1);
      expect(linked[0]!.payload).toEqual({ matter_id: matterId });
      expect(await outbox('member-linked', 'family-invited@example.com')).toEqual([]);
    });
  });
}
