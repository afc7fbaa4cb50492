'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import { addAgentNote, moveAssessment } from '@/lib/assessments/agent';
import { failed, ok, type ActionState } from '@/lib/forms/action-state';
import { logFailure } from '@/lib/log';

const input = z.discriminatedUnion('move', [
  z.object({ move: z.literal('in_review') }),
  z.object({
    move: z.literal('info_requested'),
    text: z
      .string()
      .trim()
      .min(5, 'Write the question for the client.')
      .max(2000, 'Use at most 2,000 characters.'),
  }),
  z.object({
    move: z.literal('responded'),
    text: z
      .string()
      .trim()
      .min(20, 'Write the response (at least a few sentences).')
      .max(10000, 'Use at most 10,000 characters.'),
  }),
  z.object({ move: z.literal('closed') }),
  z.object({
    move: z.literal('note'),
    text: z.string().trim().min(1, 'Write the note.').max(4000, 'Use at most 4,000 characters.'),
    agentOnly: z.literal('on').optional(),
  }),
]);

export async function agentAction(
  id: string,
  _prev: ActionState<never>,
  fd: FormData,
): Promise<ActionState<never>> {
  const admin = await requireAdmin(`/admin/assessments/${id}`);
  const parsed = input.safeParse(Object.fromEntries(fd));
  if (!parsed.success) return failed(parsed.error.issues[0]?.message ?? 'Check the form.');
  const v = parsed.data;
  try {
    if (v.move === 'note') await addAgentNote(admin, id, v.text, v.agentOnly === 'on');
    else {
      const moved = await moveAssessment(
        admin,
        id,
        v.move === 'info_requested'
          ? { to: v.move, question: v.text }
          : v.move === 'responded'
            ? { to: v.move, response: v.text }
            : { to: v.move },
      );
      if (!moved) return failed('Someone else moved this assessment on: reload the page.');
    }
  } catch (error) {
    logFailure('assessment_agent_action_failed', error, { assessmentId: id, move: v.move });
    return failed('That did not work. Please try again.');
  }
  revalidatePath(`/admin/assessments/${id}`);
  return ok('Saved.');
}
