/**
 * A client's assessments: start, save a step, submit, answer the agent's question. Reads and
 * draft edits run as the person (asUser), so RLS and the status trigger hold even if this code
 * is wrong; submitting and answering are the server's own writes through `private` functions.
 */
import 'server-only';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { asServerFor, asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { assessmentEvents, assessments, type AssessmentRow } from '@/lib/db';
import type { AssessmentType } from './constants';
import {
  assessmentForms,
  assessmentSchemas,
  computeResult,
  fieldErrors,
  SCHEMA_VERSION,
  stepSchema,
  withoutUnconsented,
} from './forms';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { todayIso } from '@/lib/time/calendar';
import { sensitiveChecks, type StepDef } from './forms/kit';
import { mergeStepAnswers, SAVED_STEPS, stepAnswers, stepVersion } from './forms/progress';

/** The per-client limit on starting assessments (startDraft) was reached: say so, do not retry. */
export { isOverLimit } from '@/lib/db/errors';

/**
 * Starts a draft, once per request: `requestId` comes from the form that asked (rendered on the
 * server), and the database's unique (client_id, request_id) turns a double click or a resent
 * form into the same draft instead of a second one.
 */
export async function startDraft(
  user: CurrentUser,
  type: AssessmentType,
  requestId: string,
  answers: Record<string, unknown> = {},
): Promise<string> {
  return asUser(user, async (tx) => {
    const [row] = await tx
      .insert(assessments)
      .values({
        clientId: user.id,
        type,
        requestId,
        schemaVersion: SCHEMA_VERSION,
        answers: { ...answers, schema_version: SCHEMA_VERSION },
      })
      .onConflictDoNothing({ target: [assessments.clientId, assessments.requestId] })
      .returning({ id: assessments.id });
    if (row) return row.id;
    const [earlier] = await tx
      .select({ id: assessments.id })
      .from(assessments)
      .where(and(eq(assessments.clientId, user.id), eq(assessments.requestId, requestId)));
    if (!earlier) throw new Error('insert returned no row');
    return earlier.id;
  });
}

export async function getMyAssessment(user: CurrentUser, id: string) {
  const [row] = await asUser(user, (tx) =>
    tx
      .select()
      .from(assessments)
      .where(and(eq(assessments.id, id), eq(assessments.clientId, user.id))),
  );
  return row ?? null;
}

/** That type's assessments, newest first, each with its shared timeline (RLS hides agent-only notes). */
export async function listMyAssessments(user: CurrentUser, type: AssessmentType) {
  return asUser(user, async (tx) => {
    const rows = await tx
      .select()
      .from(assessments)
      .where(and(eq(assessments.clientId, user.id), eq(assessments.type, type)))
      .orderBy(desc(assessments.createdAt));
    const events = rows.length
      ? await tx
          .select()
          .from(assessmentEvents)
          .where(
            inArray(
              assessmentEvents.assessmentId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(assessmentEvents.id))
      : [];
    return rows.map((r) => ({ ...r, events: events.filter((e) => e.assessmentId === r.id) }));
  });
}

export type StepOutcome =
  { ok: true } | { ok: false; errors: FieldErrors; notDraft?: boolean; stale?: boolean };

/**
 * Saves one step into the draft whatever its state (nothing typed is lost), then says what is
 * wrong with it. Only that step's fields are written (mergeStepAnswers); a form rendered from an
 * older copy of the step (`version` differs from what is saved now) writes nothing. Health and
 * character answers are kept only with consent; without it the step fails with the consent's
 * message, so they are never dropped silently.
 */
export async function saveStep(
  user: CurrentUser,
  draft: AssessmentRow,
  step: StepDef,
  values: Record<string, unknown>,
  version: string,
): Promise<StepOutcome> {
  if (draft.status !== 'draft') return { ok: false, errors: {}, notDraft: true };
  const form = assessmentForms[draft.type];
  const typed = {
    ...mergeStepAnswers(step, draft.answers, values),
    schema_version: SCHEMA_VERSION,
  };
  const answers = withoutUnconsented(typed);
  const saved = stepVersion(step, draft.answers);
  // The same answers sent twice (a double click) are already saved: nothing to write or refuse.
  const unchanged =
    stepVersion(step, answers) === saved &&
    (draft.answers[SAVED_STEPS] as unknown[] | undefined)?.includes(step.id);
  if (!unchanged) {
    if (version !== saved) return { ok: false, errors: {}, stale: true };
    // The database stamps the time of a changed consent; an unchanged one keeps its time.
    const agreed = values.consentSensitive === true;
    const consents =
      step.fields.some((f) => f.name === 'consentSensitive') &&
      draft.consents.sensitive?.agreed !== agreed
        ? { ...draft.consents, sensitive: { agreed, at: '' } }
        : draft.consents;
    // Only while the row still holds the answers this save was judged against: two saves at
    // once (two tabs) cannot merge into a copy the other has already replaced.
    const [row] = await asUser(user, (tx) =>
      tx
        .update(assessments)
        .set({ answers, consents, schemaVersion: SCHEMA_VERSION })
        .where(
          and(
            eq(assessments.id, draft.id),
            sql`${assessments.answers} = ${JSON.stringify(draft.answers)}::jsonb`,
          ),
        )
        .returning({ id: assessments.id }),
    );
    if (!row) return { ok: false, errors: {}, stale: true };
  }
  // Judged on what was typed, not on what could be kept: a health or character answer without
  // the consent is not stored (APP 3), and the step says so instead of moving on without it.
  const parsed = stepSchema(form, step.id).safeParse(stepAnswers(step, typed));
  return parsed.success ? { ok: true } : { ok: false, errors: fieldErrors(parsed.error) };
}

export type SubmitOutcome =
  StepOutcome | { ok: false; errors: Record<string, never>; limited: true };

/** One of the server's own writes (a `private` function, run as the app's database role). */
/** A write only the server makes, for this client (their claims, the server's role: asServerFor). */
const serverWrite = (user: CurrentUser, query: SQL) =>
  asServerFor(user, async (tx) => (await tx.execute<{ outcome: string }>(query)).rows[0]?.outcome);

/**
 * Validates the whole answer set, computes the result and sends it to the agency. The write is
 * the server's alone (private.submit_assessment, as the app's own database role for this client): the client's
 * token cannot submit, so every stored result is one this code computed from these answers.
 */
export async function submitDraft(
  user: CurrentUser,
  draft: AssessmentRow,
  acknowledged: boolean,
): Promise<SubmitOutcome> {
  if (draft.status !== 'draft') return { ok: false, errors: {}, notDraft: true };
  const answers = { ...draft.answers, acknowledgeGeneralInfo: acknowledged };
  const parsed = assessmentSchemas[draft.type].safeParse(answers);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const clean = withoutUnconsented(parsed.data as Record<string, unknown>);
  const result = computeResult(draft.type, clean, todayIso());
  const outcome = await serverWrite(
    user,
    sql`select private.submit_assessment(${draft.id}::uuid, ${JSON.stringify(clean)}::jsonb, ${JSON.stringify(result)}::jsonb) as outcome`,
  );
  switch (outcome) {
    case 'submitted':
      return { ok: true };
    case 'rate_limited':
      return { ok: false, errors: {}, limited: true };
    case 'consent_required':
      return { ok: false, errors: { consentSensitive: [sensitiveChecks[0]!.message] } };
    default:
      return { ok: false, errors: {}, notDraft: true };
  }
}

/**
 * The client's answer to the agent's question; false when none is waiting (answered already).
 * Also the server's alone (private.answer_assessment_question): the database checks the rest.
 */
export async function answerInfoRequest(
  user: CurrentUser,
  id: string,
  response: string,
): Promise<boolean> {
  const outcome = await serverWrite(
    user,
    sql`select private.answer_assessment_question(${id}::uuid, ${response}) as outcome`,
  );
  return outcome === 'submitted';
}
