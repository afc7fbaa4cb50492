/**
 * Issue 38, finding 4: when the client approves the application summary, the database queues a
 * link-only notice to the agent who answers for the matter (its assigned agent, else the agency
 * inbox) in the approval's own transaction (20261128180000_matter_approved_notice.sql).
 * Registered on PGlite and PostgreSQL 15.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createDb, type Db, type Tx, withUser } from '@/lib/db';
import { type TestStack, supabaseClient, uniqueEmail } from '../support/stack';
import { claimsOf, runOnServerAs, seedSessions } from './harness';

const AGENT = 'a0000000-0000-4000-8000-000000000001';
const CLIENT = 'a0000000-0000-4000-8000-000000000002';

interface Outbox {
  template: string;
  to_address: string;
  client_id: string | null;
  payload: Record<string, unknown>;
}

export function registerMatterApprovedNoticeCases(getStack: () => TestStack) {
  let db: Db;
  const rows = async <T extends Record<string, unknown>>(tx: Tx | Db, q: ReturnType<typeof sql>) =>
    (await tx.execute<T>(q)).rows;
  const asAgent = <T>(fn: (tx: Tx) => Promise<T>) =>
    withUser(claimsOf(AGENT, { aal: 'aal2' }), fn, db);

  /** A matter with its summary, with the client for review, as the agent moves it there. */
  async function inReview(
    agentOfEngagement: string | null,
    assigned: string | null,
    client = CLIENT,
  ) {
    const [e] = await rows<{ id: string }>(
      db,
      sql`insert into public.engagements (client_id, agent_id, status, accepted_at, accepted_name)
        values (${client}, ${agentOfEngagement}, 'accepted', now(), 'Demo User') returning id`,
    );
    const [d] = await rows<{ id: string }>(
      db,
      sql`insert into public.documents (client_id, category, storage_path, original_name, mime_type,
          size_bytes, sha256, agent_provided)
        values (${client}, 'other', ${`${client}/${randomUUID()}.pdf`}, 'summary.pdf',
          'application/pdf', 20, ${'c'.repeat(64)}, true) returning id`,
    );
    const [m] = await asAgent((tx) =>
      rows<{ id: string }>(
        tx,
        sql`insert into public.matters (client_id, engagement_id, visa_subclass, title, assigned_agent_id)
          values (${client}, ${e!.id}, '189', 'Skilled Independent visa', ${assigned}) returning id`,
      ),
    );
    await asAgent((tx) =>
      tx.execute(
        sql`update public.matters set summary_document_id = ${d!.id}, stage = 'client_review'
          where id = ${m!.id}`,
      ),
    );
    return m!.id;
  }
  const notices = (id: string) =>
    rows<Outbox & Record<string, unknown>>(
      db,
      sql`select template, to_address, client_id, payload from public.email_outbox
        where template like 'matter-approved-%' and payload ->> 'matter_id' = ${id}`,
    );
  /** The client approves through the server's one door (their claims name them). */
  const onServer = runOnServerAs(() => db);
  const approve = (id: string, client = CLIENT) =>
    onServer(client, (tx) =>
      rows<{ result: string }>(tx, sql`select private.approve_matter(${id}) as result`),
    );

  /** A client with no agent on any engagement (the demo client has one from the other cases). */
  let newcomer: string;
  beforeAll(async () => {
    const stack = getStack();
    db = createDb(stack.dbUrl, 2);
    const { data } = await supabaseClient(stack, stack.secretKey).auth.admin.createUser({
      email: uniqueEmail('approving-client'),
      password: 'password-123',
      email_confirm: true,
    });
    newcomer = data.user!.id;
  }, 60_000);
  beforeAll(() => seedSessions(db));
  afterAll(async () => {
    await db?.$client.end();
  });

  test('the approval tells the assigned agent, by a link only, once', async () => {
    const id = await inReview(AGENT, AGENT);
    expect(await notices(id)).toEqual([]);
    expect((await approve(id))[0]!.result).toBe('approved');
    const [agentEmail] = await rows<{ email: string }>(
      db,
      sql`select email from auth.users where id = ${AGENT}`,
    );
    expect(await notices(id)).toEqual([
      {
        template: 'matter-approved-agent',
        to_address: agentEmail!.email,
        // No client id on the agent's row: the outbox never looks up the client's name for it.
        client_id: null,
        payload: { matter_id: id },
      },
    ]);
    // A second call finds nothing to approve and queues nothing more.
    expect((await approve(id))[0]!.result).toBe('not_in_review');
    expect(await notices(id)).toHaveLength(1);
  });

  test('a matter nobody answers for yet tells the agency inbox', async () => {
    const id = await inReview(null, null, newcomer);
    expect((await approve(id, newcomer))[0]!.result).toBe('approved');
    expect(await notices(id)).toEqual([
      {
        template: 'matter-approved-agency',
        to_address: 'agency',
        client_id: newcomer,
        payload: { matter_id: id },
      },
    ]);
  });

  test('the notice is part of the approval: rolled back together', async () => {
    const id = await inReview(AGENT, AGENT);
    await expect(
      onServer(CLIENT, async (tx) => {
        await rows(tx, sql`select private.approve_matter(${id})`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await notices(id)).toEqual([]);
  });

  test('an agent moving the matter (not an approval) tells nobody', async () => {
    const id = await inReview(AGENT, AGENT);
    await asAgent((tx) =>
      tx.execute(sql`update public.matters set stage = 'preparing' where id = ${id}`),
    );
    expect(await notices(id)).toEqual([]);
  });
}
