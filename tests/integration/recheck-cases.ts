/**
 * Rules-changed re-check over 500 generated PR profiles with two dated rule tables: the real
 * Schedule 6D table and a test-only table dated 2027-07-01 (added here, never to lib/points).
 * Before that day nothing happens (a future-dated table is not yet in force); on it, every saved
 * assessment's stored new result equals the calculator's result under the newer table, the old
 * result stays, and an e-mail to client and agency is queued exactly when the points or the
 * pass/fail changed. A second run changes and sends nothing.
 * Registered by recheck-pglite.test.ts and recheck-pg15.test.ts.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { PrResult } from '@/lib/assessments/pr-result';
import { createDb, type Db } from '@/lib/db';
import { runRecheck } from '@/lib/jobs/recheck';
import {
  ENGLISH_LEVELS,
  VISAS,
  type PointsInput,
  type PointsRuleTable,
  type Visa,
} from '@/lib/points';
import { calculatePointsWith } from '@/lib/points/calculate';
import { schedule6d2018 } from '@/lib/points/rules/schedule-6d-2018';
import type { TestStack } from '../support/stack';
import { seedPeople } from '../rls/harness';
import { choiceAnswers } from '../support/points-arbitraries';

/** A points overhaul, for this test only: fewer points at 33–39, less for Proficient English. */
const overhaul2027: PointsRuleTable = {
  ...schedule6d2018,
  id: 'test-overhaul-2027',
  title: 'Test-only overhaul',
  effectiveFrom: '2027-07-01',
  age: {
    ...schedule6d2018.age,
    value: schedule6d2018.age.value.map((b) => (b.min === 33 ? { ...b, points: 20 } : b)),
  },
  english: {
    ...schedule6d2018.english,
    value: { ...schedule6d2018.english.value, proficient: 5 },
  },
};
const TABLES = [schedule6d2018, overhaul2027] as const;
const dayIn = (iso: string) => () => new Date(`${iso}T02:00:00Z`); // noon in Sydney

const profile: fc.Arbitrary<{ input: PointsInput; visas: Visa[] }> = fc.record({
  input: fc.record({
    visa: fc.constantFrom(...VISAS),
    age: fc.integer({ min: 18, max: 50 }),
    english: fc.constantFrom(...ENGLISH_LEVELS),
    overseasWorkYears: fc.integer({ min: 0, max: 60 }).map((t) => t / 10),
    australianWorkYears: fc.integer({ min: 0, max: 30 }).map((t) => t / 10),
    ...choiceAnswers,
  }),
  visas: fc.subarray([...VISAS], { minLength: 1 }),
});

function resultUnder(table: PointsRuleTable, input: PointsInput, visas: Visa[]): PrResult {
  const byVisa: PrResult['byVisa'] = {};
  for (const visa of visas) byVisa[visa] = calculatePointsWith(table, { ...input, visa });
  return {
    kind: 'permanent-residency',
    rulesVersion: table.id,
    rulesEffectiveFrom: table.effectiveFrom,
    asOf: '2026-11-20',
    input,
    byVisa,
    suggestions: [],
    englishAssumed: false,
  };
}

const changed = (a: PrResult, b: PrResult) =>
  Object.keys(a.byVisa).some((v) => {
    const x = a.byVisa[v as Visa]!;
    const y = b.byVisa[v as Visa]!;
    return x.total !== y.total || x.meetsPassMark !== y.meetsPassMark;
  });

export function registerRecheckCases(getStack: () => TestStack) {
  let db: Db;
  beforeAll(() => {
    db = createDb(getStack().dbUrl, 4);
  });
  afterAll(async () => {
    await db?.$client.end();
  });

  test('500 generated profiles: new result stored beside the old, told exactly when it changed', async () => {
    const samples = fc.sample(profile, { numRuns: 500, seed: 20261126 });
    // 10 assessments a client a day is the database's own limit: 50 clients.
    const clients = Array.from({ length: 50 }, () => randomUUID());
    await seedPeople(
      db,
      clients.map((id) => [id, `recheck-${id}@example.com`] as const),
    );
    const ids: string[] = [];
    for (const [i, s] of samples.entries()) {
      const client = clients[i % clients.length]!;
      const old = resultUnder(schedule6d2018, { ...s.input, visa: s.visas[0]! }, s.visas);
      const row = await db.execute<{ id: string }>(sql`
        insert into public.assessments (client_id, type) values (${client}, 'permanent-residency') returning id`);
      const id = row.rows[0]!.id;
      await db.execute(sql`
        update public.assessments set status = 'submitted', result = ${JSON.stringify(old)}::jsonb
         where id = ${id}`);
      ids.push(id);
    }

    // The day before the new table: nothing to do.
    expect(await runRecheck({ db, clock: dayIn('2027-06-30'), tables: TABLES })).toMatchObject({
      rechecked: 0,
      changed: 0,
    });

    const summary = await runRecheck({ db, clock: dayIn('2027-07-01'), tables: TABLES });
    expect(summary.rechecked).toBeGreaterThanOrEqual(500);

    const rows = await db.execute<{
      id: string;
      result: PrResult;
      recheck_result: PrResult;
      recheck_from_rules: string;
      recheck_to_rules: string;
      rules_date: string;
    }>(sql`
      select id, result, recheck_result, recheck_from_rules, recheck_to_rules,
             recheck_rules_date::text as rules_date
        from public.assessments where id = any(${`{${ids.join(',')}}`}::uuid[])`);
    const mail = await db.execute<{ id: string; template: string }>(sql`
      select payload ->> 'assessment_id' as id, template from public.email_outbox
       where template in ('assessment-rules-changed', 'assessment-rules-changed-agency')`);
    const toClient = new Set(
      mail.rows.filter((m) => m.template === 'assessment-rules-changed').map((m) => m.id),
    );
    const toAgency = new Set(
      mail.rows.filter((m) => m.template === 'assessment-rules-changed-agency').map((m) => m.id),
    );

    let changes = 0;
    expect(rows.rows).toHaveLength(500);
    for (const row of rows.rows) {
      const expected = resultUnder(
        overhaul2027,
        row.result.input,
        Object.keys(row.result.byVisa) as Visa[],
      );
      expect(row.recheck_result.byVisa).toEqual(expected.byVisa);
      expect(row.result.rulesVersion).toBe('schedule-6d-2018'); // the old result is kept
      expect([row.recheck_from_rules, row.recheck_to_rules, row.rules_date]).toEqual([
        'schedule-6d-2018',
        'test-overhaul-2027',
        '2027-07-01',
      ]);
      const didChange = changed(row.result, row.recheck_result);
      if (didChange) changes++;
      expect(toClient.has(row.id)).toBe(didChange);
      expect(toAgency.has(row.id)).toBe(didChange);
    }
    // The generated profiles cover both sides of the claim.
    expect(changes).toBeGreaterThan(50);
    expect(changes).toBeLessThan(450);
    expect(summary.changed).toBe(changes);

    // A second run (the next day too) re-checks and sends nothing.
    const again = await runRecheck({ db, clock: dayIn('2027-07-02'), tables: TABLES });
    expect(again).toMatchObject({ rechecked: 0, changed: 0 });
    const after = await db.execute(sql`
      select 1 from public.email_outbox where template = 'assessment-rules-changed'`);
    expect(after.rows).toHaveLength(toClient.size);
  }, 300_000);
}
