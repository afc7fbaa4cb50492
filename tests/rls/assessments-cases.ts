/**
 * Assessments and their history: each table × {anon, client, other client, agent} × {select,
 * insert, update, delete}, and the status machine the database enforces (a client cannot move
 * past submitted, edit after submitting, read agent-only notes or write anyone's events).
 * Registered by assessments-pglite.test.ts and assessments-pg15.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { asAnon, assessmentEvents, assessments, auditLog, createDb, type Db } from '@/lib/db';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CheckedResult } from '@/app/(app)/admin/assessments/[id]/_components/checked-result';
import type { CurrentUser } from '@/lib/auth/server';
import { addAgentNote, getAssessmentForAgent, moveAssessment } from '@/lib/assessments/agent';
import {
  answerInfoRequest,
  getMyAssessment,
  startDraft,
  submitDraft,
} from '@/lib/assessments/client-service';
import { computeResult } from '@/lib/assessments/forms';
import type { AssessmentResult } from '@/lib/assessments/kinds';
import { checkStoredResult } from '@/lib/assessments/result-check';
import { personLimits } from '@/lib/config/limits';
import { isOverLimit } from '@/lib/db/errors';
import { validAnswers } from '../support/assessment-answers';
import { seedForgedAssessment } from '../support/forged-assessment';
import { type TestStack, supabaseClient, uniqueEmail } from '../support/stack';
import { claimsOf, denied, runAs, runOnServerAs, seedSessions } from './harness';

export const AGENT = 'a0000000-0000-4000-8000-000000000001';
export const CLIENT = 'a0000000-0000-4000-8000-000000000002';

/** A well-formed result of the rows' kind, which a client or agent must still not be able to write. */
const RESULT: AssessmentResult = computeResult(
  'permanent-residency',
  validAnswers['permanent-residency'],
  '2026-11-20',
);

/** A valid business visa answer set, as the step forms save it (before the review's tick). */
const { acknowledgeGeneralInfo: _tick, ...BUSINESS_ANSWERS } = validAnswers['business-visa'];

export function registerAssessmentCases(getStack: () => TestStack) {
  let db: Db;
  let otherId: string;
  /** CLIENT's assessment, walked through the whole life cycle by the tests in order. */
  let id: string;

  const as = runAs(() => db);
  const onServer = runOnServerAs(() => db);
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

  /** A new signed-up client, so each flood starts from nothing. */
  const newClient = async (label: string) => {
    const { data } = await supabaseClient(getStack(), getStack().secretKey).auth.admin.createUser({
      email: uniqueEmail(label),
      password: 'password-123',
      email_confirm: true,
    });
    await seedSessions(db, [data.user!.id]);
    return data.user!.id;
  };
  /** What requireUser() hands the app's lib functions. */
  const userOf = (id: string, isAdmin = false): CurrentUser => ({
    id,
    email: `${id}@example.com`,
    fullName: null,
    isAdmin,
    claims: claimsOf(id),
  });

  beforeAll(async () => {
    const stack = getStack();
    db = createDb(stack.dbUrl, 4);
    // The app's lib functions use the app's own pool (lib/db/client.ts), read from the env.
    process.env.DATABASE_URL = stack.dbUrl;
    otherId = await newClient('other');
  }, 60_000);
  // Live sessions for everyone seeded above (the demo people included): harness.ts.
  beforeAll(() => seedSessions(db));
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

    test('client: cannot start anything but a plain draft', async () => {
      // Status, result and the agent's fields are not the client's to say (issue 22).
      for (const forged of [
        { status: 'submitted' as const },
        { status: 'responded' as const, agentResponse: 'forged' },
        { result: RESULT },
        { agentId: AGENT },
        { submittedAt: new Date() },
      ])
        await denied(
          as(CLIENT, (tx) =>
            tx
              .insert(assessments)
              .values({ clientId: CLIENT, type: 'permanent-residency', ...forged }),
          ),
        );
    });

    test('client: starts a draft; the consent time and the start are the database’s', async () => {
      const [created] = await as(CLIENT, (tx) =>
        tx
          .insert(assessments)
          .values({
            clientId: CLIENT,
            type: 'permanent-residency',
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

    test('client: edits the draft, but cannot submit it, set a result or skip to review', async () => {
      expect(await update(CLIENT, { answers: { schema_version: 1, a: 1 } })).toHaveLength(1);
      // The forged submission of issue 22: through the Data API, as the owner.
      await denied(update(CLIENT, { status: 'submitted', answers: { any: 1 }, result: RESULT }));
      await denied(update(CLIENT, { status: 'submitted', answers: { schema_version: 1, a: 1 } }));
      await denied(update(CLIENT, { status: 'submitted' }));
      await denied(update(CLIENT, { result: RESULT }));
      await denied(update(CLIENT, { status: 'in_review' }));
      await denied(update(CLIENT, { agentResponse: 'I approve myself' }));
      await denied(update(CLIENT, { infoResponse: 'nothing was asked' }));
      // Columns outside the update grant are refused outright.
      await denied(update(CLIENT, { agentId: CLIENT }));
      await denied(update(CLIENT, { submittedAt: new Date() }));
      expect((await row()).status).toBe('draft');
    });

    test('client and anyone on the API: no grant to write a result or an answer, nor to call the server’s functions', async () => {
      const privileges = await db.execute<{ col: string; role: string; ok: boolean }>(sql`
        select c.col, r.role, has_column_privilege(r.role, 'public.assessments', c.col, 'UPDATE') as ok
        from unnest(array['result', 'info_response', 'agent_id', 'submitted_at', 'agent_name']) c(col),
             unnest(array['anon', 'authenticated']) r(role)`);
      expect(privileges.rows.filter((p) => p.ok)).toEqual([]);
      const submit = sql`select private.submit_assessment(${id}::uuid, '{"a": 1}'::jsonb, ${JSON.stringify(RESULT)}::jsonb)`;
      const answer = sql`select private.answer_assessment_question(${id}::uuid, 'x')`;
      await denied(as(CLIENT, (tx) => tx.execute(submit)));
      await denied(as(CLIENT, (tx) => tx.execute(answer)));
      await denied(asAnon((tx) => tx.execute(submit), db));
      expect((await row()).status).toBe('draft');
    });

    test('health and character answers are refused without the consent, for any writer', async () => {
      await denied(
        as(otherId, (tx) =>
          tx
            .insert(assessments)
            .values({ clientId: otherId, type: 'student-visa', answers: { healthIssues: 'yes' } }),
        ),
        '23514',
      );
      const [draft] = await as(otherId, (tx) =>
        tx.insert(assessments).values({ clientId: otherId, type: 'student-visa' }).returning(),
      );
      const edit = (set: Partial<typeof assessments.$inferInsert>) =>
        as(otherId, (tx) =>
          tx
            .update(assessments)
            .set(set)
            .where(sql`id = ${draft.id}`)
            .returning(),
        );
      await denied(edit({ answers: { characterIssues: 'no' } }), '23514');
      await denied(
        db.execute(
          sql`update public.assessments set answers = '{"sensitiveDetails": "x"}' where id = ${draft.id}`,
        ),
        '23514',
      );
      const [ok] = await edit({
        answers: { consentSensitive: true, healthIssues: 'no' },
        consents: { sensitive: { agreed: true, at: '' } },
      });
      expect(ok.answers).toEqual({ consentSensitive: true, healthIssues: 'no' });
      // Withdrawing the consent while keeping the answers is refused too.
      await denied(edit({ consents: { sensitive: { agreed: false, at: '' } } }), '23514');
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

    test('the server submits for the client (their history, the agency told); afterwards nothing can be edited', async () => {
      const submit = (client: string, answers: object, result: object) =>
        onServer(client, (tx) =>
          tx.execute<{ outcome: string }>(
            sql`select private.submit_assessment(${id}::uuid, ${JSON.stringify(answers)}::jsonb, ${JSON.stringify(result)}::jsonb) as outcome`,
          ),
        );
      // The health and character step answered (its tick box saved, here unticked).
      const answers = { schema_version: 1, a: 1, consentSensitive: false };
      // Only for the client's own draft, with a result of its kind.
      expect((await submit(otherId, answers, RESULT)).rows[0].outcome).toBe('not_draft');
      await denied(submit(CLIENT, answers, { kind: 'student-visa' }), '22023');
      // The consent stored with the draft decides, whatever the answers say.
      await update(CLIENT, { consents: { sensitive: { agreed: false, at: '' } } });
      expect(
        (await submit(CLIENT, { ...answers, healthIssues: 'yes' }, RESULT)).rows[0].outcome,
      ).toBe('consent_required');
      // Without the health and character step at all, nothing is sent.
      const { consentSensitive: _step, ...withoutStep } = answers;
      expect((await submit(CLIENT, withoutStep, RESULT)).rows[0].outcome).toBe('consent_required');
      // An answer sent with the tick box unticked is refused, even with a consent stored.
      await update(CLIENT, { consents: { sensitive: { agreed: true, at: '' } } });
      expect(
        (await submit(CLIENT, { ...answers, characterIssues: 'yes' }, RESULT)).rows[0].outcome,
      ).toBe('consent_required');
      // A disclosure saved in the draft is never left out of what is sent.
      await update(CLIENT, { answers: { consentSensitive: true, characterIssues: 'yes' } });
      expect(
        (await submit(CLIENT, { ...answers, consentSensitive: true }, RESULT)).rows[0].outcome,
      ).toBe('consent_required');
      await update(CLIENT, { answers: {}, consents: { sensitive: { agreed: false, at: '' } } });
      // The client is whoever the claims name: without claims there is nobody to submit for.
      await denied(
        db.execute(
          sql`select private.submit_assessment(${id}::uuid, ${JSON.stringify(answers)}::jsonb, ${JSON.stringify(RESULT)}::jsonb)`,
        ),
        '22023',
      );
      expect((await submit(CLIENT, answers, RESULT)).rows[0].outcome).toBe('submitted');
      expect((await submit(CLIENT, answers, RESULT)).rows[0].outcome).toBe('not_draft');
      const sent = await row();
      expect(sent).toMatchObject({ status: 'submitted', result: RESULT, answers });
      expect(sent.submittedAt).not.toBeNull();
      expect(sent.consents.general_notice).toMatchObject({ agreed: true });
      const [event] = await as(CLIENT, (tx) =>
        tx
          .select()
          .from(assessmentEvents)
          .where(sql`assessment_id = ${id} and to_status = 'submitted'`),
      );
      expect(event.actorId).toBe(CLIENT);

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
      // The client answers only through the server: not directly, with or without new answers.
      await denied(
        update(CLIENT, { status: 'submitted', infoResponse: 'June', answers: { sneaky: 1 } }),
      );
      await denied(update(CLIENT, { status: 'submitted', infoResponse: 'June 2024' }));
      await denied(update(CLIENT, { infoResponse: 'June 2024' }));
      const answer = (client: string, text: string) =>
        onServer(client, (tx) =>
          tx.execute<{ outcome: string }>(
            sql`select private.answer_assessment_question(${id}::uuid, ${text}) as outcome`,
          ),
        );
      expect((await answer(otherId, 'not mine')).rows[0].outcome).toBe('not_asked');
      await denied(answer(CLIENT, '   '), '22023');
      expect((await answer(CLIENT, 'June 2024')).rows[0].outcome).toBe('submitted');
      expect((await answer(CLIENT, 'again')).rows[0].outcome).toBe('not_asked');
      expect((await row()).infoResponse).toBe('June 2024');
      await update(AGENT, { status: 'in_review' });
      await denied(update(AGENT, { status: 'responded' }), '23514');
      // The response names the agent by their own registration (20261201100100); the demo agent
      // is seeded with one, a fresh database gets this one.
      await as(AGENT, (tx) =>
        tx.execute(sql`insert into public.agent_registrations (user_id, registered_name, marn)
          values (${AGENT}, 'Jane Registered', '2468135') on conflict (user_id) do nothing`),
      );
      // Nobody writes the MARN itself (no column grant): the database takes the registration's.
      await denied(
        update(AGENT, { status: 'responded', agentResponse: 'Forged', agentMarn: '1111111' }),
      );
      const [done] = await update(AGENT, {
        status: 'responded',
        agentResponse: 'You have good options.',
      });
      expect(done.respondedAt).not.toBeNull();
      const [reg] = (
        await db.execute<{ registered_name: string; marn: string }>(
          sql`select registered_name, marn from public.agent_registrations where user_id = ${AGENT}`,
        )
      ).rows;
      expect(done).toMatchObject({ agentName: reg!.registered_name, agentMarn: reg!.marn });
      await denied(update(CLIENT, { agentMarn: '7654321' }));
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

  describe('through the app’s lib functions (the same writes still work)', () => {
    test('client starts, fills and sends; agent reviews and asks; client answers; agent responds and closes', async () => {
      const clientId = await newClient('flow');
      const client = userOf(clientId);
      const agent = userOf(AGENT, true);
      const flowId = await startDraft(client, 'business-visa', randomUUID());
      // A draft's answers are the client's to write directly (what the step form saves).
      await as(clientId, (tx) =>
        tx
          .update(assessments)
          .set({ answers: BUSINESS_ANSWERS })
          .where(sql`id = ${flowId}`),
      );
      const draft = (await getMyAssessment(client, flowId))!;
      expect(await submitDraft(client, draft, false)).toMatchObject({
        ok: false,
        errors: { acknowledgeGeneralInfo: [expect.any(String)] },
      });
      expect(await submitDraft(client, draft, true)).toEqual({ ok: true });
      expect(await submitDraft(client, draft, true)).toMatchObject({ notDraft: true });
      const sent = (await getMyAssessment(client, flowId))!;
      expect(sent.status).toBe('submitted');
      expect(sent.answers).toMatchObject({ ...BUSINESS_ANSWERS, acknowledgeGeneralInfo: true });
      expect(checkStoredResult(sent.type, sent.answers, sent.result)).toEqual({
        state: 'matches',
        answersPass: true,
      });

      expect(await moveAssessment(agent, flowId, { to: 'in_review' })).toBe(true);
      await addAgentNote(agent, flowId, 'Check the turnover figures.', true);
      expect(
        await moveAssessment(agent, flowId, {
          to: 'info_requested',
          question: 'When did you start the business?',
        }),
      ).toBe(true);
      expect(await answerInfoRequest(client, flowId, 'In March 2017.')).toBe(true);
      expect(await answerInfoRequest(client, flowId, 'Again')).toBe(false);
      expect(await moveAssessment(agent, flowId, { to: 'in_review' })).toBe(true);
      expect(
        await moveAssessment(agent, flowId, {
          to: 'responded',
          response: 'The National Innovation visa may suit you; let us talk.',
        }),
      ).toBe(true);
      expect(await moveAssessment(agent, flowId, { to: 'closed' })).toBe(true);
      const seen = (await getAssessmentForAgent(agent, flowId))!;
      expect(seen.assessment).toMatchObject({ status: 'closed', infoResponse: 'In March 2017.' });
      expect(seen.events.map((e) => [e.toStatus, e.actorId])).toEqual([
        ['draft', clientId],
        ['submitted', clientId],
        ['in_review', AGENT],
        [null, AGENT],
        ['info_requested', AGENT],
        ['submitted', clientId],
        ['in_review', AGENT],
        ['responded', AGENT],
        ['closed', AGENT],
      ]);
    });

    test('the agent’s view flags a forged result and links to no host off the allow-list', async () => {
      const victim = await newClient('forged');
      const forgedId = await seedForgedAssessment(db.$client, victim);
      const seen = (await getAssessmentForAgent(userOf(AGENT, true), forgedId))!;
      const html = renderToStaticMarkup(
        createElement(CheckedResult, {
          type: seen.assessment.type,
          answers: seen.assessment.answers,
          result: seen.assessment.result,
        }),
      );
      expect(html).toContain('data-testid="result-mismatch"');
      expect(html).toContain('Check this result');
      // The forged text is only in the plain-text copy, and no link goes anywhere but allowed hosts.
      expect(html).not.toMatch(/<a [^>]*href="https?:\/\/(?!immi\.homeaffairs\.gov\.au\/)/);
      expect(html).not.toContain('href="https://evil.example');
    });
  });

  describe('per-person limits (issue 22: 40 drafts, 8 submissions, 30 uploads in a row)', () => {
    test('private.person_limit() in SQL is the number the app quotes (issue 36)', async () => {
      for (const name of ['documentsPerHour', 'documentsPerDay', 'messagesPerHour'] as const) {
        const r = await db.execute<{ n: number }>(sql`select private.person_limit(${name}) as n`);
        expect(r.rows[0].n).toBe(personLimits[name]);
      }
      await denied(db.execute(sql`select private.person_limit('noSuchLimit')`), '22023');
    });

    test('a client starts at most the daily number of assessments; the next is refused (PT429)', async () => {
      const flooder = await newClient('drafts');
      const start = () => startDraft(userOf(flooder), 'business-visa', randomUUID());
      for (let i = 0; i < personLimits.assessmentsStartedPerDay; i++) await start();
      // What the app's start action and route recognise to tell the person (no error page).
      expect(isOverLimit(await start().catch((e: unknown) => e))).toBe(true);
      // Straight through the Data API too.
      await denied(
        as(flooder, (tx) =>
          tx.insert(assessments).values({ clientId: flooder, type: 'student-visa' }),
        ),
        'PT429',
      );
      const n = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from public.assessments where client_id = ${flooder}`,
      );
      expect(n.rows[0].n).toBe(personLimits.assessmentsStartedPerDay);
    });

    test('a client sends at most the daily number; the next is told so, nothing sent or queued', async () => {
      const flooder = await newClient('sends');
      const user = userOf(flooder);
      const outcomes = [];
      for (let i = 0; i <= personLimits.assessmentsSubmittedPerDay; i++) {
        const draftId = await startDraft(user, 'business-visa', randomUUID(), BUSINESS_ANSWERS);
        outcomes.push(await submitDraft(user, (await getMyAssessment(user, draftId))!, true));
      }
      expect(outcomes.slice(0, -1).every((o) => o.ok)).toBe(true);
      expect(outcomes.at(-1)).toEqual({ ok: false, errors: {}, limited: true });
      // One digested agency e-mail counts every submission it stands for.
      const mail = await db.execute<{ n: number }>(sql`
        select coalesce(sum(o.digest_count), 0)::int as n from public.email_outbox o
        where o.template = 'assessment-submitted' and o.client_id = ${flooder}`);
      expect(mail.rows[0].n).toBe(personLimits.assessmentsSubmittedPerDay);
    });

    test('documents: at most the hourly number of rows per client, however they are written', async () => {
      const flooder = await newClient('uploads');
      const store = () =>
        db.execute(sql`
          insert into public.documents (client_id, category, storage_path, original_name, mime_type, size_bytes, sha256)
          values (${flooder}, 'other', ${flooder} || '/' || gen_random_uuid() || '.pdf', 'scan.pdf',
            'application/pdf', 1000, repeat('a', 64))`);
      for (let i = 0; i < personLimits.documentsPerHour; i++) await store();
      await denied(store(), 'PT429');
      const n = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from public.documents where client_id = ${flooder}`,
      );
      expect(n.rows[0].n).toBe(personLimits.documentsPerHour);
    });
  });
}
