'use server';

import { randomUUID } from 'node:crypto';
import { redirect } from 'next/navigation';
import { requireUser } from '@/lib/auth/server';
import { isOverLimit, startDraft } from '@/lib/assessments/client-service';
import { isAssessmentType } from '@/lib/assessments/constants';
import { assessmentForms } from '@/lib/assessments/forms';
import { answersFromCalculator, calculatorTotal } from '@/lib/assessments/pr-result';
import { logFailure } from '@/lib/log';
import { myProfile } from '@/lib/profiles/queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Starts a draft (from the dashboard tab, or the confirm page after "Save to my dashboard"). Only
 * a POST does: a link cannot start one. The form's `requestId` makes a second send of the same
 * form open the same draft.
 */
export async function startAssessmentAction(fd: FormData): Promise<void> {
  const type = fd.get('type');
  const user = await requireUser('/dashboard?tab=assessments');
  if (!isAssessmentType(type)) redirect('/dashboard?tab=assessments&type=unknown');
  const from = String(fd.get('from') ?? '').slice(0, 500);
  const sent = String(fd.get('requestId') ?? '');
  const requestId = UUID.test(sent) ? sent : randomUUID();
  let id: string;
  try {
    const answers =
      type === 'permanent-residency' && from
        ? answersFromCalculator(
            from,
            (await myProfile(user))?.dateOfBirth ?? null,
            calculatorTotal(from),
          )
        : {};
    id = await startDraft(user, type, requestId, answers);
  } catch (error) {
    if (isOverLimit(error)) redirect(`/dashboard?tab=assessments&type=${type}&error=limit`);
    logFailure('assessment_start_failed', error);
    redirect(`/dashboard?tab=assessments&type=${type}&error=start`);
  }
  // "Not now": the draft keeps the calculator's answers and total, to continue later.
  if (fd.get('later')) redirect(`/dashboard?tab=assessments&type=${type}`);
  redirect(`/dashboard/assessments/${id}?step=${assessmentForms[type].steps[0]!.id}`);
}
