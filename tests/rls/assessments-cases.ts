/**
 * Assessments and their history: each table × {anon, client, other client, agent} × {select,
 * insert, update, delete}, and the status machine the database enforces (a client cannot move
 * past submitted, edit after submitting, read agent-only notes or write anyone's events).
 * Registered by assessments-pglite.test.ts and assessments-pg15.test.ts.
 */
import { sql } from 'drizzle-orm';
import {
  asAnon,
  assessmentEvents,
  assessments,
  auditLog,
  createDb,
  type Db,
  withUser,
} from '@/lib/db';
import { type TestStack, supabaseClient, uniqueEmail } from '../support/stack';

export const AGENT = 'a0000000-0000-4000-8000-000000000001';
export const CLIENT = 'a0000000-0000-4000-8000-000000000002';

const claimsOf = (sub: string) => ({ sub, role: 'authenticated', aud: 'authenticated' });
const pgCode = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.cause?.code ?? err.code;
};
async function denied(p: Promise<unknown>, code = '42501') {
  let caught: unknown;
  try {
    await p;
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeDefined();
  expect(pgCode(caught)).toBe(code);
}

const RESULT = { kind: 'test', total: 70 };

export function registerAssessmentCases(getStack: () => TestStack) {
  let db: Db;
  let otherId: string;
  /** CLIENT's assessment, walked through the whole life cycle by the tests in order. */
  let id: string;

  const as = <T>(sub: string, fn: Parameters<typeof withUser<T>>[1]) =>
    withUser(claimsOf(sub), fn, db);
  const row = async () =>
    (
      await db
        .select()
        .from(assessments)
        .where(sql`id = ${id}`)
    )[0];
  const update = (sub: string, set: Partial<typeof assessments.$inferInsert>) =>
    as(sub, (tx) =>
      tx
        .update(assessments)
        .set(set)
        .where(sql`id = ${id}`)
        .returning(),
    );
  const outbox = async (template: string) =>
    (
      await db.execute<{ to_address: string; payload: Record<string, string> }>(
        sql`select to_address, payload from public.email_outbox where template = ${template} and payload ->> 'assessment_id' = ${id}`,
      )
    ).rows;

  beforeAll(async () => {
    const stack = getStack();
    db = createDb(stack.dbUrl, 4);
    const { data } = await supabaseClient(stack, stack.secretKey).auth.admin.createUser({
      email: uniqueEmail('other'),
      password: 'password-123',
      email_confirm: true,
    });
    otherId = data.user!.id;
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
  });

  describe('assessments', () => {
    test('anon: no select, insert, update or delete', async () => {
      await denied(asAnon((tx) => tx.select().from(assessments), db));
      await denied(
        asAnon(
          (tx) => tx.insert(assessments).values({ clientId: CLIENT, type: 'business-visa' }),
          db,
        ),
      );
      await denied(asAnon((tx) => tx.update(assessments).set({ status: 'closed' }), db));
      await denied(asAnon((tx) => tx.delete(assessments), db));
    });

    test('client: starts a draft as a draft, whatever they send; the start is recorded', async () => {
      const [created] = await as(CLIENT, (tx) =>
        tx
          .insert(assessments)
          .values({
            clientId: CLIENT,
            type: 'permanent-residency',
            status: 'responded',
            agentResponse: 'forged',
            result: RESULT,
            answers: { schema_version: 1 },
            consents: { sensitive: { agreed: true, at: '2000-01-01T00:00:00Z' } },
          })
          .returning(),
      );
      id = created.id;
      expect(created).toMatchObject({ status: 'draft', agentResponse: null, result: null });
      // The consent time is the database's, not the one sent.
      expect(created.consents.sensitive.agreed).toBe(true);
      expect(created.consents.sensitive.at).not.toMatch(/^2000/);
      const events = await as(CLIENT, (tx) =>
        tx
          .select()
          .from(assessmentEvents)
          .where(sql`assessment_id = ${id}`),
      );
      expect(events).toMatchObject([{ fromStatus: null, toStatus: 'draft', actorId: CLIENT }]);
    });

    test('client: cannot start one for someone else', async () => {
      await denied(
        as(CLIENT, (tx) =>
          tx.insert(assessments).values({ clientId: otherId, type: 'student-visa' }),
        ),
      );
    });

    test('client: edits the draft, but cannot set a result or skip to review', async () => {
      expect(await update(CLIENT, { answers: { schema_version: 1, a: 1 } })).toHaveLength(1);
      await denied(update(CLIENT, { result: RESULT }));
      await denied(update(CLIENT, { status: 'in_review' }));
      await denied(update(CLIENT, { agentResponse: 'I approve myself' }));
      await denied(update(CLIENT, { infoResponse: 'nothing was asked' }));
      // Columns outside the update grant are refused outright.
      await denied(update(CLIENT, { agentId: CLIENT }));
      await denied(update(CLIENT, { submittedAt: new Date() }));
      expect((await row()).status).toBe('draft');
    });

    test('other client: sees, changes and deletes none of it', async () => {
      expect(
        await as(otherId, (tx) =>
          tx
            .select()
            .from(assessments)
            .where(sql`client_id = ${CLIENT}`),
        ),
      ).toEqual([]);
      expect(await update(otherId, { answers: { hacked: true } })).toEqual([]);
      expect(
        await as(otherId, (tx) =>
          tx
            .delete(assessments)
            .where(sql`id = ${id}`)
            .returning(),
        ),
      ).toEqual([]);
      expect((await row()).answers).toEqual({ schema_version: 1, a: 1 });
    });

    test('agent: reads it, cannot submit, edit or delete a client draft, or start one for them', async () => {
      const all = await as(AGENT, (tx) => tx.select().from(assessments));
      expect(all.map((r) => r.id)).toContain(id);
      await denied(update(AGENT, { status: 'submitted', result: RESULT }));
      await denied(update(AGENT, { answers: { changed: 'by agent' } }));
      expect(
        await as(AGENT, (tx) =>
          tx
            .delete(assessments)
            .where(sql`id = ${id}`)
            .returning(),
        ),
      ).toEqual([]);
      await denied(
        as(AGENT, (tx) =>
          tx.insert(assessments).values({ clientId: CLIENT, type: 'student-visa' }),
        ),
      );
    });

    test('client: submits with a result; the agency is told; afterwards nothing can be edited', async () => {
      await denied(update(CLIENT, { status: 'submitted' }), '23514');
      const [sent] = await update(CLIENT, { status: 'submitted', result: RESULT });
      expect(sent.status).toBe('submitted');
      expect(sent.submittedAt).not.toBeNull();
      expect(await outbox('assessment-submitted')).toMatchObject([{ to_address: 'agency' }]);
      await denied(update(CLIENT, { answers: { changed: 'after submit' } }));
      await denied(update(CLIENT, { status: 'in_review' }));
      await denied(update(CLIENT, { status: 'responded' }));
      await denied(update(CLIENT, { status: 'draft' }));
      // A submitted assessment is a record: the client cannot delete it.
      expect(
        await as(CLIENT, (tx) =>
          tx
            .delete(assessments)
            .where(sql`id = ${id}`)
            .returning(),
        ),
      ).toEqual([]);
      const [audit] = await as(CLIENT, (tx) =>
        tx
          .select()
          .from(auditLog)
          .where(sql`subject_id = ${id} and action = 'assessment.submitted'`),
      );
      expect(audit).toMatchObject({ actorId: CLIENT, clientId: CLIENT });
      expect(JSON.stringify(audit.details)).not.toContain('answers');
    });

    test('agent: reviews, asks a question (client e-mailed), client answers, agent responds and closes', async () => {
      await denied(update(AGENT, { status: 'responded', agentResponse: 'too early' }));
      expect((await update(AGENT, { status: 'in_review' }))[0].agentId).toBe(AGENT);
      await denied(update(AGENT, { status: 'info_requested' }), '23514');
      await update(AGENT, { status: 'info_requested', infoRequest: 'When did you finish?' });
      expect(await outbox('assessment-info-requested')).toMatchObject([
        { to_address: 'user@example.com' },
      ]);
      // Still no editing the answers while answering the question.
      await denied(
        update(CLIENT, { status: 'submitted', infoResponse: 'June', answers: { sneaky: 1 } }),
      );
      await update(CLIENT, { status: 'submitted', infoResponse: 'June 2024' });
      await update(AGENT, { status: 'in_review' });
      await denied(update(AGENT, { status: 'responded' }), '23514');
      const [done] = await update(AGENT, {
        status: 'responded',
        agentResponse: 'You have good options.',
      });
      expect(done.respondedAt).not.toBeNull();
      expect(await outbox('assessment-responded')).toMatchObject([
        { to_address: 'user@example.com' },
      ]);
      await denied(update(CLIENT, { status: 'closed' }));
      await update(AGENT, { status: 'closed' });
      await denied(update(AGENT, { status: 'in_review' }));
      const actions = (
        await as(AGENT, (tx) =>
          tx
            .select()
            .from(auditLog)
            .where(sql`subject_id = ${id}`),
        )
      ).map((a) => a.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          'assessment.created',
          'assessment.submitted',
          'assessment.in_review',
          'assessment.info_requested',
          'assessment.responded',
          'assessment.closed',
        ]),
      );
    });

    test('client: deletes only their own unsent draft', async () => {
      const [draft] = await as(CLIENT, (tx) =>
        tx.insert(assessments).values({ clientId: CLIENT, type: 'student-visa' }).returning(),
      );
      expect(
        await as(CLIENT, (tx) =>
          tx
            .delete(assessments)
            .where(sql`id = ${draft.id}`)
            .returning(),
        ),
      ).toHaveLength(1);
    });
  });

  describe('assessment_events', () => {
    test('anon: no select, insert, update or delete', async () => {
      await denied(asAnon((tx) => tx.select().from(assessmentEvents), db));
      await denied(
        asAnon((tx) => tx.insert(assessmentEvents).values({ assessmentId: id, note: 'x' }), db),
      );
      await denied(asAnon((tx) => tx.update(assessmentEvents).set({ note: 'x' }), db));
      await denied(asAnon((tx) => tx.delete(assessmentEvents), db));
    });

    test('agent: adds an agent-only note as themselves, reads everything, edits nothing', async () => {
      const [note] = await as(AGENT, (tx) =>
        tx
          .insert(assessmentEvents)
          .values({ assessmentId: id, note: 'Agent-only: check the ACS letter', agentOnly: true })
          .returning(),
      );
      expect(note.actorId).toBe(AGENT);
      // Notes cannot pretend to be status changes.
      await denied(
        as(AGENT, (tx) =>
          tx
            .insert(assessmentEvents)
            .values({ assessmentId: id, note: 'x', fromStatus: 'draft', toStatus: 'closed' }),
        ),
      );
      const all = await as(AGENT, (tx) =>
        tx
          .select()
          .from(assessmentEvents)
          .where(sql`assessment_id = ${id}`),
      );
      expect(all.some((e) => e.agentOnly)).toBe(true);
      await denied(as(AGENT, (tx) => tx.update(assessmentEvents).set({ note: 'rewritten' })));
      await denied(as(AGENT, (tx) => tx.delete(assessmentEvents)));
    });

    test('client: reads the shared timeline of their own, never agent-only notes', async () => {
      const mine = await as(CLIENT, (tx) =>
        tx
          .select()
          .from(assessmentEvents)
          .where(sql`assessment_id = ${id}`),
      );
      expect(mine.map((e) => e.toStatus)).toEqual([
        'draft',
        'submitted',
        'in_review',
        'info_requested',
        'submitted',
        'in_review',
        'responded',
        'closed',
      ]);
      expect(mine.find((e) => e.toStatus === 'info_requested')?.note).toBe('When did you finish?');
      expect(mine.some((e) => e.agentOnly || e.note?.includes('Agent-only'))).toBe(false);
    });

    test('client: cannot write events (own or another’s), edit or delete them', async () => {
      await denied(
        as(CLIENT, (tx) => tx.insert(assessmentEvents).values({ assessmentId: id, note: 'fake' })),
      );
      await denied(as(CLIENT, (tx) => tx.update(assessmentEvents).set({ note: 'x' })));
      await denied(as(CLIENT, (tx) => tx.delete(assessmentEvents)));
    });

    test('other client: reads none of them, writes none', async () => {
      expect(
        await as(otherId, (tx) =>
          tx
            .select()
            .from(assessmentEvents)
            .where(sql`assessment_id = ${id}`),
        ),
      ).toEqual([]);
      await denied(
        as(otherId, (tx) => tx.insert(assessmentEvents).values({ assessmentId: id, note: 'x' })),
      );
      await denied(as(otherId, (tx) => tx.update(assessmentEvents).set({ note: 'x' })));
      await denied(as(otherId, (tx) => tx.delete(assessmentEvents)));
    });

    test('nobody, not even the owner role, rewrites history', async () => {
      await denied(db.execute(sql`update public.assessment_events set note = 'x'`));
      await denied(db.execute(sql`delete from public.assessment_events`));
    });
  });
}
