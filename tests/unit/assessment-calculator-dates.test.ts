/**
 * Issue 23 item 5: a draft started from /pr-calculator holds no date the client did not give.
 * The calculator knows an age and years of work; the draft keeps those as estimates and asks
 * for the dates. The only dates it may carry are the English test date typed into the
 * calculator and the date of birth from the client's own profile.
 */
import fc from 'fast-check';
import { answersFromCalculator, FROM_CALCULATOR } from '@/lib/assessments/pr-result';
import { calculatorNotes } from '@/lib/assessments/forms/estimates';
import { assessmentForms } from '@/lib/assessments/forms';
import { defaultState, stateToSearch } from '@/lib/calculator/url-state';

const base = defaultState();
const DATE = /\d{4}-\d{2}(-\d{2})?/;

/** Every string in a value, with where it sits. */
function strings(v: unknown, at = ''): [string, string][] {
  if (typeof v === 'string') return [[at, v]];
  if (Array.isArray(v)) return v.flatMap((x, i) => strings(x, `${at}.${i}`));
  if (v && typeof v === 'object')
    return Object.entries(v).flatMap(([k, x]) => strings(x, at ? `${at}.${k}` : k));
  return [];
}

const state = fc.record({
  age: fc.integer({ min: 16, max: 60 }).map(String),
  overseasWorkYears: fc.integer({ min: 0, max: 99 }).map((n) => String(n / 10)),
  australianWorkYears: fc.integer({ min: 0, max: 50 }).map((n) => String(n / 10)),
  englishMode: fc.constantFrom('scores', 'level'),
  testDate: fc.constantFrom('', '2025-06-30'),
});

test('no date in a calculator draft that the client did not give', () => {
  fc.assert(
    fc.property(state, fc.option(fc.constant('1996-04-12'), { nil: null }), (s, dob) => {
      const calc = { ...base, ...s, test: 'ielts' } as typeof base;
      const draft = answersFromCalculator(stateToSearch(calc, base), dob);
      const given = new Set<string | null>([dob, s.englishMode === 'scores' ? s.testDate : '']);
      for (const [where, value] of strings(draft))
        if (DATE.test(value))
          expect({ where, value, given: !!value && given.has(value) }).toEqual({
            where,
            value,
            given: true,
          });
      expect(draft.dateOfBirth).toBe(dob ?? undefined);
      expect(draft.overseasWork).toBeUndefined();
      expect(draft.australianWork).toBeUndefined();
    }),
    { numRuns: 300, seed: 20261126 },
  );
});

test('the estimates are kept and shown on the steps that ask for the dates', () => {
  const draft = answersFromCalculator('v=190&age=31&en=proficient&ow=4', null);
  expect(draft[FROM_CALCULATOR]).toMatchObject({ age: 31, overseasWorkYears: 4 });
  const steps = assessmentForms['permanent-residency'].steps;
  const about = calculatorNotes(
    steps.find((s) => s.id === 'about')!,
    draft,
  ).join(' ');
  expect(about).toMatch(/age as 31/);
  expect(about).toMatch(/check each one/);
  const work = calculatorNotes(
    steps.find((s) => s.id === 'work')!,
    draft,
  ).join(' ');
  expect(work).toMatch(/about 4 years of skilled work outside Australia/);
  // Once the client has saved a step, it no longer says "estimate".
  expect(calculatorNotes(steps[1]!, { ...draft, savedSteps: ['about'] })).toEqual([]);
});
