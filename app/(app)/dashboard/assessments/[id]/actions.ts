'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { requireUser } from '@/lib/auth/server';
import {
  answerInfoRequest,
  getMyAssessment,
  saveStep,
  submitDraft,
} from '@/lib/assessments/client-service';
import { assessmentForms, valuesFromFormData, withoutUnconsented } from '@/lib/assessments/forms';
import { SENSITIVE_FIELDS } from '@/lib/assessments/forms/kit';
import { mergeStepAnswers, stepVersion } from '@/lib/assessments/forms/progress';
import {
  CLEAR_SENSITIVE,
  type StepState,
  stepFieldErrors,
} from '@/lib/assessments/forms/step-state';
import { personLimits } from '@/lib/config/limits';
import { failed, invalid } from '@/lib/forms/action-state';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { logEvent, logFailure } from '@/lib/log';

const SAVE_FAILED = 'We could not save this just now. Please try again in a minute.';
const NOT_FOUND = 'This assessment was not found.';
const formPath = (id: string, step: string) => `/dashboard/assessments/${id}?step=${step}`;

const STALE =
  'This page showed an older copy of your answers (after Back or Forward, or a change in another window), so nothing was saved. Here is what is saved now: check it and save again.';

/**
 * Saves one step (even with mistakes, so nothing is lost) and moves on when it is complete. The
 * form says which step it was rendered for (`stepId`) and from which copy of it (`version`): a
 * post for another step than the one this action is bound to, or from an older copy, writes
 * nothing and shows what is saved.
 */
export async function saveStepAction(
  id: string,
  stepId: string,
  _prev: StepState,
  fd: FormData,
): Promise<StepState> {
  const user = await requireUser(formPath(id, stepId));
  const draft = await getMyAssessment(user, id);
  if (!draft) return failed(NOT_FOUND);
  const form = assessmentForms[draft.type];
  const index = form.steps.findIndex((s) => s.id === stepId);
  const step = form.steps[index];
  if (!step) return failed('Unknown step.');
  /** A failure whose fields show `shown`, posting back the fingerprint of the copy `saved`. */
  const onCopy = (
    message: string | undefined,
    shown: Record<string, unknown>,
    saved: Record<string, unknown>,
    errors: FieldErrors = {},
  ): StepState => ({
    ...failed(message, shown, stepFieldErrors(errors)),
    version: stepVersion(step, saved),
  });
  if (fd.get('stepId') !== stepId) {
    logEvent('assessment_step_mismatch', { assessmentId: id, step: stepId }, 'warn');
    return onCopy(STALE, draft.answers, draft.answers);
  }
  const values = valuesFromFormData(step, fd);
  // "Clear these answers": the health and character answers go, and the step is saved without them.
  if (fd.get('intent') === CLEAR_SENSITIVE) for (const f of SENSITIVE_FIELDS) delete values[f];
  let outcome;
  try {
    outcome = await saveStep(user, draft, step, values, String(fd.get('version') ?? ''));
  } catch (error) {
    logFailure('assessment_save_failed', error, { assessmentId: id, step: stepId });
    return failed(SAVE_FAILED, values);
  }
  if (!outcome.ok) {
    if (outcome.notDraft) redirect(`/dashboard/assessments/${id}`);
    if (outcome.stale) {
      const now = (await getMyAssessment(user, id))?.answers ?? {};
      return onCopy(STALE, now, now);
    }
    // Saved with its mistakes: the fields keep what was typed, which is now the saved copy.
    const saved = withoutUnconsented(mergeStepAnswers(step, draft.answers, values));
    return onCopy(undefined, values, saved, outcome.errors);
  }
  const next = form.steps[index + 1]?.id ?? 'review';
  redirect(formPath(id, next));
}

export async function submitAction(id: string, _prev: StepState, fd: FormData): Promise<StepState> {
  const user = await requireUser(formPath(id, 'review'));
  const draft = await getMyAssessment(user, id);
  if (!draft) return failed(NOT_FOUND);
  const acknowledged = fd.get('acknowledgeGeneralInfo') === 'on';
  const values = { acknowledgeGeneralInfo: acknowledged };
  let outcome;
  try {
    outcome = await submitDraft(user, draft, acknowledged);
  } catch (error) {
    logFailure('assessment_submit_failed', error, { assessmentId: id });
    return failed(SAVE_FAILED, values);
  }
  if (!outcome.ok && 'limited' in outcome)
    return failed(
      `You have sent ${personLimits.assessmentsSubmittedPerDay} assessments today, the most we take in one day. Your answers are saved: please send this one tomorrow.`,
      values,
    );
  if (!outcome.ok && !outcome.notDraft) {
    const steps = assessmentForms[draft.type].steps;
    const bad = Object.keys(outcome.errors).filter((k) => k !== 'acknowledgeGeneralInfo');
    const first = steps.find((s) => s.fields.some((f) => bad.includes(f.name)));
    // Only the notice's tick is on this page: other answers are fixed on their own steps.
    const { acknowledgeGeneralInfo } = outcome.errors;
    return failed(
      first
        ? `Some answers need fixing first, starting with “${first.title}”. Use the links above the answers to go back.`
        : undefined,
      values,
      stepFieldErrors(acknowledgeGeneralInfo ? { acknowledgeGeneralInfo } : {}),
    );
  }
  redirect(`/dashboard?tab=assessments&type=${draft.type}&sent=1`);
}

const infoSchema = z.object({
  infoResponse: z.string().min(2, 'Write your answer.').max(4000, 'Use at most 4,000 characters.'),
});

export async function answerInfoAction(
  id: string,
  _prev: StepState,
  fd: FormData,
): Promise<StepState> {
  const user = await requireUser(`/dashboard/assessments/${id}`);
  const values = { infoResponse: String(fd.get('infoResponse') ?? '').trim() };
  const parsed = infoSchema.safeParse(values);
  // No message: the answer's own error says it (the form's summary reads it out).
  if (!parsed.success) return invalid(parsed.error, values, null);
  let type = 'permanent-residency';
  try {
    const answered = await answerInfoRequest(user, id, parsed.data.infoResponse);
    const current = await getMyAssessment(user, id);
    type = current?.type ?? type;
    if (!answered) return failed('This question was already answered.', values);
  } catch (error) {
    logFailure('assessment_answer_failed', error, { assessmentId: id });
    return failed(SAVE_FAILED, values);
  }
  redirect(`/dashboard?tab=assessments&type=${type}`);
}
