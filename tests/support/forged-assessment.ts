/**
 * Issue 22's forged assessment: the row the old code let a client's own token write through the
 * Data API (any answers, status submitted, a result saying what they liked with a "Home Affairs"
 * link to another host). Seeded as the database owner, since a client no longer can.
 */
import type pg from 'pg';

const FORGED_RESULT = {
  kind: 'student-visa',
  asOf: '2026-11-20',
  fundsAud: 1,
  livingCostGap: 0,
  notes: ['VISA GRANT LIKELY'],
  livingCost: { amountAud: 1, effectiveFrom: '2026-01-01', sourceUrl: 'https://evil.example/ha' },
};

/** The new assessment's id, for `clientId`. */
export async function seedForgedAssessment(db: pg.Pool | pg.Client, clientId: string) {
  const inserted = await db.query<{ id: string }>(
    `insert into public.assessments (client_id, type, answers)
     values ($1, 'student-visa', '{"schema_version": 1}') returning id`,
    [clientId],
  );
  const id = inserted.rows[0]!.id;
  await db.query(
    `update public.assessments set status = 'submitted', answers = '{"anything": true}', result = $2
     where id = $1`,
    [id, JSON.stringify(FORGED_RESULT)],
  );
  return id;
}
