/**
 * Issue 24: the assessment forms answer with the one form contract (`ActionState`'s
 * `fieldErrors`, a list of messages per field). An empty step of every form, checked the way the
 * step-save action checks it, gives each question the one message it has always shown next to
 * it, and no entry for a nested path ("overseasWork.0.to") that no question is named by.
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
        expect(messages).toEqual([shown[name]]);
      }
    },
  );
});

test('nested paths are left to their question, whose message is the first of them', () => {
  expect(
    stepFieldErrors({
      overseasWork: 'Give the start date.',
      'overseasWork.0.from': 'Give the start date.',
      'overseasWork.1.to': 'The end comes after the start.',
      occupation: 'Enter your occupation.',
    }),
  ).toEqual({ overseasWork: ['Give the start date.'], occupation: ['Enter your occupation.'] });
});
