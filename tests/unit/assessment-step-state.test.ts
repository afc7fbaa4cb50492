/**
 * Issue 24: the assessment forms answer with the one form contract (`ActionState`'s
 * `fieldErrors`, a list of messages per field). An empty step of every form, checked the way the
 * step-save action checks it, gives each question the one message it has always shown next to
 * it, and no entry for a nested path ("overseasWork.0.to"): it belongs to its question.
 */
import { assessmentForms, fieldErrors, stepSchema } from '@/lib/assessments/forms';
import { stepFieldErrors } from '@/lib/assessments/forms/step-state';

describe.each(Object.entries(assessmentForms))('%s', (_type, form) => {
  test.each(form.steps.map((s) => [s.id, s] as const))(
    'an empty "%s" step: one message per question, as lists',
    (_id, step) => {
      const r = stepSchema(form, step.id).safeParse({});
      if (r.success) return; // a step of optional questions only
      const shown = fieldErrors(r.error);
      const listed = stepFieldErrors(shown);
      const names = new Set([...step.fields.map((f) => f.name), '_form']);
      expect(Object.keys(listed).length).toBeGreaterThan(0);
      for (const [name, messages] of Object.entries(listed)) {
        expect(names.has(name)).toBe(true);
        expect(messages).toEqual([shown[name]![0]]);
      }
    },
  );
});

test('nested paths belong to their question, which shows the first of their messages', () => {
  const listed = fieldErrors([
    { path: ['overseasWork', 0, 'from'], message: 'Give the start date.' },
    { path: ['overseasWork', 1, 'to'], message: 'The end comes after the start.' },
    { path: ['occupation'], message: 'Enter your occupation.' },
  ]);
  expect(listed.overseasWork).toEqual(['Give the start date.', 'The end comes after the start.']);
  expect(stepFieldErrors(listed)).toEqual({
    overseasWork: ['Give the start date.'],
    occupation: ['Enter your occupation.'],
  });
});
