'use server';

import { redirect } from 'next/navigation';
import { requireUser } from '@/lib/auth/server';
import type { StepActionState } from '@/lib/assessments/action-state';
import {
  answerInfoRequest,
  getMyAssessment,
  saveStep,
  startDraft,
  submitDraft,
} from '@/lib/assessments/client-service';
import { isAssessmentType } from '@/lib/assessments/constants';
import { assessmentForms, valuesFromFormData } from '@/lib/assessments/forms';
import { personLimits } from '@/lib/config/limits';
import { errorText, logEvent } from '@/lib/log';

const SAVE_FAILED = 'We could not save this just now. Please try again in a minute.';
const formPath = (id: string, step: string) => `/dashboard/assessments/${id}?step=${step}`;

/** Saves one step (even with mistakes, so nothing is lost) and moves on when it is complete. */
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
  const values = valuesFromFormData(step, fd);
  let outcome;
  try {
    outcome = await saveStep(user, draft, stepId, values);
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
    return { values, errors: outcome.errors, at: Date.now() };
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

/** "Start a new assessment" on a dashboard tab. */
export async function startAssessmentAction(fd: FormData): Promise<void> {
  const type = fd.get('type');
  const user = await requireUser('/dashboard?tab=assessments');
  if (!isAssessmentType(type)) redirect('/dashboard?tab=assessments');
  const id = await startDraft(user, type);
  redirect(formPath(id, assessmentForms[type].steps[0]!.id));
}
