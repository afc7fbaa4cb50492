/**
 * lib/matters/stages.ts against what the database does (issue 37): the app's one copy of the
 * stage table must say what 20261126120000_matters_rules.sql enforces, and every code the
 * database refuses a matter change with must have its sentence in lib/matters/messages.ts.
 *
 *   * every pair of stages: private.matter_stage_allowed agrees with canMove;
 *   * every allowed move, made as the agent from a matter seeded at its stage: it succeeds with
 *     exactly the fields fieldsFor() asks (so the form asks for nothing more than the database
 *     needs), is refused without each of them, and without what `needs` names, by that code;
 *   * every move the table lacks is refused by the database too (matters_stage_order);
 *   * each stage holds STAGE_HOLDS and no less (the check constraints, on a bare insert);
 *   * the codes raised by the current functions and the matters' own check constraints are
 *     exactly MATTER_RULES' keys.
 * Registered on PGlite and PostgreSQL 15.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createDb, type Db } from '@/lib/db';
import { MATTER_STAGES, type MatterStage } from '@/lib/matters/constants';
import { MATTER_RULES } from '@/lib/matters/messages';
import {
  canMove,
  fieldsFor,
  STAGE_HOLDS,
  STAGE_MOVES,
  SUMMARY_STAGES,
  type StageField,
} from '@/lib/matters/stages';
import type { TestStack } from '../support/stack';
import { pgCode, runAs, seedSessions } from './harness';

const AGENT = 'a0000000-0000-4000-8000-000000000001';
const CLIENT = 'a0000000-0000-4000-8000-000000000002';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
/** A value for each field, by its column; a lodgement before the decision, both in the past. */
const COLUMNS: Record<StageField, { column: string; value: string }> = {
  trn: { column: 'trn', value: 'EGO1234567' },
  lodgedOn: { column: 'lodged_on', value: daysAgo(20) },
  outcome: { column: 'outcome', value: 'granted' },
  decidedOn: { column: 'decided_on', value: daysAgo(5) },
};

/** The SQLSTATE and the constraint a refusal names; `undefined` when the query succeeded. */
async function refusal(p: Promise<unknown>) {
  try {
    await p;
    return undefined;
  } catch (error) {
    const e = error as { cause?: { constraint?: string }; constraint?: string };
    return { code: pgCode(error), constraint: e.cause?.constraint ?? e.constraint };
  }
}

export function registerMatterStagesCases(getStack: () => TestStack) {
  let db: Db;
  let engagementId: string;
  let summaryId: string;
  let otherSummaryId: string;
  const asAgent = <T>(fn: Parameters<ReturnType<typeof runAs>>[1]) =>
    runAs(() => db)(AGENT, fn) as Promise<T>;

  /**
   * A matter already at `stage`, as the database would hold it there, inserted in one step with
   * the triggers off (the way to a stage is not what this file tests). `fields` defaults to what
   * the stage holds; `summary` and `approved` satisfy the moves' `needs`.
   */
  async function matterAt(
    stage: MatterStage,
    opts: { fields?: readonly StageField[]; summary?: boolean; approved?: boolean } = {},
  ) {
    const id = randomUUID();
    const fields = opts.fields ?? STAGE_HOLDS[stage];
    const columns = fields.map((f) => sql.raw(COLUMNS[f].column));
    const values = fields.map((f) => sql`${COLUMNS[f].value}`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = 'replica'`);
      await tx.execute(sql`insert into public.matters (id, client_id, engagement_id, visa_subclass,
          title, assigned_agent_id, stage, summary_document_id, client_approved_at,
          client_approved_sha256
          ${fields.length ? sql`, ${sql.join(columns, sql`, `)}` : sql``})
        values (${id}, ${CLIENT}, ${engagementId}, '189', 'Stage table', ${AGENT}, ${stage},
          ${opts.summary === false ? null : summaryId},
          ${opts.approved === false ? null : sql`now()`},
          ${opts.approved === false ? null : 'b'.repeat(64)}
          ${fields.length ? sql`, ${sql.join(values, sql`, `)}` : sql``})`);
    });
    return id;
  }

  /** The agent moves matter `id` to `to`, setting `fields` (and nothing else). */
  const move = (id: string, to: MatterStage, fields: readonly StageField[]) =>
    asAgent((tx) =>
      tx.execute(sql`update public.matters set stage = ${to}
        ${sql.join(
          fields.map((f) => sql`, ${sql.raw(COLUMNS[f].column)} = ${COLUMNS[f].value}`),
          sql``,
        )}
        where id = ${id}`),
    );

  beforeAll(async () => {
    db = createDb(getStack().dbUrl, 2);
    await seedSessions(db, [AGENT, CLIENT]);
    const [e] = (
      await db.execute<{ id: string }>(sql`insert into public.engagements
          (client_id, agent_id, status, accepted_at, accepted_name)
        values (${CLIENT}, ${AGENT}, 'accepted', now(), 'Demo User') returning id`)
    ).rows;
    engagementId = e!.id;
    const document = async () => {
      const { rows } = await db.execute<{ id: string }>(sql`insert into public.documents
          (client_id, category, storage_path, original_name, mime_type, size_bytes, sha256,
          agent_provided)
        values (${CLIENT}, 'other', ${`${CLIENT}/${randomUUID()}.pdf`}, 'summary.pdf',
          'application/pdf', 20, ${'b'.repeat(64)}, true) returning id`);
      return rows[0]!.id;
    };
    summaryId = await document();
    otherSummaryId = await document();
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
  });

  test('every pair of stages: private.matter_stage_allowed says what canMove says', async () => {
    const stages = JSON.stringify(MATTER_STAGES);
    const { rows } = await db.execute<{ from: string; to: string; allowed: boolean }>(sql`
      select f.s as "from", t.s as "to", private.matter_stage_allowed(f.s, t.s) as allowed
      from jsonb_array_elements_text(${stages}::jsonb) f(s),
           jsonb_array_elements_text(${stages}::jsonb) t(s)
      where f.s <> t.s`);
    expect(rows).toHaveLength(MATTER_STAGES.length * (MATTER_STAGES.length - 1));
    const fromDb = rows.filter((r) => r.allowed).map((r) => `${r.from} → ${r.to}`);
    const fromTs = MATTER_STAGES.flatMap((f) => STAGE_MOVES[f].map((m) => `${f} → ${m.to}`));
    expect(fromDb.sort()).toEqual(fromTs.sort());
  });

  for (const from of MATTER_STAGES)
    for (const { to, needs } of STAGE_MOVES[from])
      describe(`the move ${from} → ${to}`, () => {
        const fields = fieldsFor(from, to);

        test('goes through with exactly the fields the table asks for', async () => {
          const id = await matterAt(from);
          expect(await refusal(move(id, to, fields))).toBeUndefined();
          const { rows } = await db.execute<{ stage: string }>(
            sql`select stage from public.matters where id = ${id}`,
          );
          expect(rows[0]!.stage).toBe(to);
        });

        for (const f of fields)
          test(`is refused without ${f}, by a code with a sentence`, async () => {
            const id = await matterAt(from);
            const r = await refusal(
              move(
                id,
                to,
                fields.filter((x) => x !== f),
              ),
            );
            expect(r?.code).toBe('23514');
            expect(Object.keys(MATTER_RULES)).toContain(r?.constraint);
          });

        if (needs)
          test(`is refused without what it needs (${needs})`, async () => {
            const id = await matterAt(from, { summary: false, approved: false });
            expect(await refusal(move(id, to, fields))).toEqual({
              code: '23514',
              constraint: needs,
            });
          });
      });

  test('every move the table lacks is refused by the database (matters_stage_order)', async () => {
    for (const from of MATTER_STAGES)
      for (const to of MATTER_STAGES) {
        if (to === from || canMove(from, to)) continue;
        const id = await matterAt(from);
        const r = await refusal(move(id, to, fieldsFor(from, to)));
        expect({ from, to, ...r }).toEqual({
          from,
          to,
          code: '23514',
          constraint: 'matters_stage_order',
        });
      }
  });

  test('each stage holds what STAGE_HOLDS says, and the checks ask no more', async () => {
    for (const stage of MATTER_STAGES) {
      const holds = STAGE_HOLDS[stage];
      expect(await refusal(matterAt(stage))).toBeUndefined();
      for (const f of holds) {
        const r = await refusal(matterAt(stage, { fields: holds.filter((x) => x !== f) }));
        expect({ stage, without: f, code: r?.code }).toEqual({ stage, without: f, code: '23514' });
        expect(Object.keys(MATTER_RULES)).toContain(r?.constraint);
      }
    }
  });

  test('the summary changes only at the stages SUMMARY_STAGES names', async () => {
    for (const stage of MATTER_STAGES) {
      const id = await matterAt(stage);
      const r = await refusal(
        asAgent((tx) =>
          tx.execute(
            sql`update public.matters set summary_document_id = ${otherSummaryId} where id = ${id}`,
          ),
        ),
      );
      expect({ stage, code: r?.code }).toEqual({
        stage,
        code: SUMMARY_STAGES.includes(stage) ? undefined : '23514',
      });
    }
  });

  // The refusals outside the stage table (issue 37): each by its own code, with words for the agent.
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const otherRefusals: {
    name: string;
    stage: MatterStage;
    set: () => ReturnType<typeof sql>;
    code: string;
  }[] = [
    {
      name: 'a future lodgement date',
      stage: 'lodged',
      set: () => sql`lodged_on = ${inDays(3)}`,
      code: 'matters_lodged_not_future',
    },
    {
      name: 'a future decision date',
      stage: 'decided',
      set: () => sql`decided_on = ${inDays(3)}`,
      code: 'matters_decided_not_future',
    },
    {
      name: 'a summary change after lodgement',
      stage: 'lodged',
      set: () => sql`summary_document_id = ${otherSummaryId}`,
      code: 'matters_summary_before_lodgement',
    },
    {
      name: 'any change to a closed matter',
      stage: 'closed',
      set: () => sql`title = 'Changed'`,
      code: 'matters_closed_unchanged',
    },
    {
      name: 'a change of client',
      stage: 'preparing',
      set: () => sql`client_id = ${AGENT}`,
      code: 'matters_client_engagement_fixed',
    },
    {
      name: 'a change of engagement',
      stage: 'preparing',
      set: () => sql`engagement_id = ${randomUUID()}`,
      code: 'matters_client_engagement_fixed',
    },
  ];
  for (const { name, stage, set, code } of otherRefusals)
    test(`${name} is refused by ${code}, which has words for the agent`, async () => {
      const id = await matterAt(stage);
      const r = await refusal(
        asAgent((tx) => tx.execute(sql`update public.matters set ${set()} where id = ${id}`)),
      );
      expect(r).toEqual({ code: '23514', constraint: code });
      expect(MATTER_RULES[code as keyof typeof MATTER_RULES]).toEqual(expect.any(String));
    });

  test('the codes the database refuses a matter change with are MATTER_RULES’ keys', async () => {
    // Raised by the current functions (whichever migration last defined them)…
    const { rows: bodies } = await db.execute<{ src: string }>(sql`
      select p.prosrc as src from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'private'`);
    const raised = bodies.flatMap(({ src }) =>
      [...src.matchAll(/constraint\s*=\s*'((?:matters|document_requests_matter)_\w+)'/g)].map(
        (m) => m[1]!,
      ),
    );
    // …and the matters' own rules (a column's length or list is the form's to say, not these).
    const { rows: checks } = await db.execute<{ name: string }>(sql`
      select conname as name from pg_constraint
      where conrelid = 'public.matters'::regclass and contype = 'c' and conname !~ '_check$'`);
    const codes = [...new Set([...raised, ...checks.map((c) => c.name)])].sort();
    expect(codes).toEqual(Object.keys(MATTER_RULES).sort());
  });
}
