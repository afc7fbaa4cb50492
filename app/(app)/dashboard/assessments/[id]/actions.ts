'use server';

import { redirect } from 'next/navigation';
import { requireUser } from '@/lib/auth/server';
import type { StepActionState } from '@/lib/assessments/action-state';
import {
  answerInfoRequest,
  getMyAssessment,
  saveStep,
  submitDraft,
} from '@/lib/assessments/client-service';
import { assessmentForms, valuesFromFormData, withoutUnconsented } from '@/lib/assessments/forms';
import { mergeStepAnswers, stepVersion } from '@/lib/assessments/forms/progress';
import { personLimits } from '@/lib/config/limits';
import { errorText, logEvent } from '@/lib/log';

const SAVE_FAILED = 'We could not save this just now. Please try again in a minute.';
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
  _prev: StepActionState,
  fd: FormData,
): Promise<StepActionState> {
  const user = await requireUser(formPath(id, stepId));
  const draft = await getMyAssessment(user, id);
  if (!draft)
    return { values: {}, errors: {}, message: 'This assessment was not found.', at: Date.now() };
  const form = assessmentForms[draft.type];
  const index = form.steps.findIndex((s) => s.id === stepId);
  const step = form.steps[index];
  if (!step) return { values: {}, errors: {}, message: 'Unknown step.', at: Date.now() };
  const fresh = (message: string): StepActionState => ({
    values: draft.answers,
    errors: {},
    message,
    version: stepVersion(step, draft.answers),
    at: Date.now(),
  });
  if (fd.get('stepId') !== stepId) {
    logEvent('assessment_step_mismatch', { assessmentId: id, step: stepId }, 'warn');
    return fresh(STALE);
  }
  const values = valuesFromFormData(step, fd);
  let outcome;
  try {
    outcome = await saveStep(user, draft, step, values, String(fd.get('version') ?? ''));
  } catch (error) {
    logEvent(
      'assessment_save_failed',
      { assessmentId: id, step: stepId, error: errorText(error) },
      'error',
    );
    return { values, errors: {}, message: SAVE_FAILED, at: Date.now() };
  }
  if (!outcome.ok) {
    if (outcome.notDraft) redirect(`/dashboard/assessments/${id}`);
    if (outcome.stale) {
      const now = await getMyAssessment(user, id);
      return {
        ...fresh(STALE),
        values: now?.answers ?? {},
        version: stepVersion(step, now?.answers ?? {}),
      };
    }
    return {
      values,
      errors: outcome.errors,
      version: stepVersion(step, withoutUnconsented(mergeStepAnswers(step, draft.answers, values))),
      at: Date.now(),
    };
  }
  const next = form.steps[index + 1]?.id ?? 'review';
  redirect(formPath(id, next));
}

export async function submitAction(
  id: string,
  _prev: StepActionState,
  fd: FormData,
): Promise<StepActionState> {
  const user = await requireUser(formPath(id, 'review'));
  const draft = await getMyAssessment(user, id);
  if (!draft)
    return { values: {}, errors: {}, message: 'This assessment was not found.', at: Date.now() };
  const acknowledged = fd.get('acknowledgeGeneralInfo') === 'on';
  let outcome;
  try {
    outcome = await submitDraft(user, draft, acknowledged);
  } catch (error) {
    logEvent('assessment_submit_failed', { assessmentId: id, error: errorText(error) }, 'error');
    return {
      values: { acknowledgeGeneralInfo: acknowledged },
      errors: {},
      message: SAVE_FAILED,
      at: Date.now(),
    };
  }
  if (!outcome.ok && 'limited' in outcome)
    return {
      values: { acknowledgeGeneralInfo: acknowledged },
      errors: {},
      message: `You have sent ${personLimits.assessmentsSubmittedPerDay} assessments today, the most we take in one day. Your answers are saved: please send this one tomorrow.`,
      at: Date.now(),
    };
  if (!outcome.ok && !outcome.notDraft) {
    const steps = assessmentForms[draft.type].steps;
    const bad = Object.keys(outcome.errors).filter(
      (k) => k !== 'acknowledgeGeneralInfo' && !k.includes('.'),
    );
    const first = steps.find((s) => s.fields.some((f) => bad.includes(f.name)));
    return {
      values: { acknowledgeGeneralInfo: acknowledged },
      errors: outcome.errors.acknowledgeGeneralInfo
        ? { acknowledgeGeneralInfo: outcome.errors.acknowledgeGeneralInfo }
        : {},
      message: first
        ? `Some answers need fixing first, starting with “${first.title}”. Use the links above the answers to go back.`
        : undefined,
      at: Date.now(),
    };
  }
  redirect(`/dashboard?tab=assessments&type=${draft.type}&sent=1`);
}

export async function answerInfoAction(
  id: string,
  _prev: StepActionState,
  fd: FormData,
): Promise<StepActionState> {
  const user = await requireUser(`/dashboard/assessments/${id}`);
  const text = String(fd.get('infoResponse') ?? '').trim();
  if (text.length < 2 || text.length > 4000)
    return {
      values: { infoResponse: text },
      errors: {
        infoResponse: text.length < 2 ? 'Write your answer.' : 'Use at most 4,000 characters.',
      },
      at: Date.now(),
    };
  let type = 'permanent-residency';
  try {
    const answered = await answerInfoRequest(user, id, text);
    const current = await getMyAssessment(user, id);
    type = current?.type ?? type;
    if (!answered)
      return {
        values: { infoResponse: text },
        errors: {},
        message: 'This question was already answered.',
        at: Date.now(),
      };
  } catch (error) {
    logEvent('assessment_answer_failed', { assessmentId: id, error: errorText(error) }, 'error');
    return { values: { infoResponse: text }, errors: {}, message: SAVE_FAILED, at: Date.now() };
  }
  redirect(`/dashboard?tab=assessments&type=${type}`);
}
