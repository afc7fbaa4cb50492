/**
 * Issue 23 item 1: saving one step of an assessment writes that step's answers and nothing else.
 * A form shown after Back or Forward can post fields of another step (or none); whatever it
 * sends, every other step's saved answers stay exactly as they were.
 */
import { assessmentForms } from '@/lib/assessments/forms';
import type { FieldDef } from '@/lib/assessments/forms/kit';
import {
  mergeStepAnswers,
  resumeStepId,
  SAVED_STEPS,
  stepVersion,
} from '@/lib/assessments/forms/progress';

const saved = (f: FieldDef) => `saved ${f.name}`;
const posted = (f: FieldDef) => `posted ${f.name}`;

describe.each(Object.entries(assessmentForms))('%s', (_type, form) => {
  const all = form.steps.flatMap((s) => s.fields);
  const savedAnswers = Object.fromEntries(all.map((f) => [f.name, saved(f)]));

  test.each(form.steps.map((s) => [s.id, s] as const))(
    'saving "%s" changes only its own fields, even when the post carries every field',
    (_id, step) => {
      const values = Object.fromEntries(all.map((f) => [f.name, posted(f)]));
      const out = mergeStepAnswers(step, savedAnswers, values);
      const own = new Set(step.fields.map((f) => f.name));
      for (const f of all) expect(out[f.name]).toBe(own.has(f.name) ? posted(f) : saved(f));
      expect(out[SAVED_STEPS]).toEqual([step.id]);
    },
  );

  test.each(form.steps.map((s) => [s.id, s] as const))(
    'an empty post for "%s" clears only its own answers',
    (_id, step) => {
      const out = mergeStepAnswers(step, savedAnswers, {});
      const own = new Set(step.fields.map((f) => f.name));
      for (const f of all) expect(out[f.name]).toBe(own.has(f.name) ? undefined : saved(f));
    },
  );

  test('a step fingerprint changes with its own answers only', () => {
    const [first, second] = form.steps;
    const v = stepVersion(first!, savedAnswers);
    expect(stepVersion(first!, { ...savedAnswers, [second!.fields[0]!.name]: 'other' })).toBe(v);
    expect(stepVersion(first!, { ...savedAnswers, [first!.fields[0]!.name]: 'other' })).not.toBe(v);
  });

  test('a new draft resumes at the first step, a fully saved invalid step resumes there', () => {
    expect(resumeStepId(form, {})).toBe(form.steps[0]!.id);
    // Two steps recorded as saved but the second holds nonsense: it is where to continue.
    const answers = { [SAVED_STEPS]: [form.steps[0]!.id, form.steps[1]!.id] };
    expect(resumeStepId(form, answers)).toBe(form.steps[0]!.id);
  });
});

test('a PR draft with three complete steps resumes at the fourth', () => {
  const form = assessmentForms['permanent-residency'];
  const answers = {
    targetVisas: ['190'],
    dateOfBirth: '1996-04-12',
    partner: 'single-or-citizen-partner',
    occupation: '261313 Software Engineer',
    skillsOutcome: 'positive',
    [SAVED_STEPS]: ['visas', 'about', 'occupation'],
  };
  expect(resumeStepId(form, answers)).toBe('english');
  expect(resumeStepId(form, { ...answers, [SAVED_STEPS]: ['visas', 'occupation'] })).toBe('about');
});
