/**
 * A permanent residency assessment scores exactly what /pr-calculator shows for the same answers:
 * 1,000 random calculator states (seeded, so a failure replays) go through "Save to my
 * dashboard" (URL → draft answers), the shared schema, and the assessment's result, and must
 * equal the calculator's own evaluation, suggestions included.
 */
import fc from 'fast-check';
import { evaluate } from '@/lib/calculator/evaluate';
import { defaultState, stateToSearch, type CalculatorState } from '@/lib/calculator/url-state';
import { assessmentSchemas } from '@/lib/assessments/forms';
import { answersFromCalculator, prResult } from '@/lib/assessments/pr-result';
import { duration, yearsBefore } from '@/lib/time/calendar';
import { ENGLISH_LEVELS, VISAS } from '@/lib/points';
import { choiceAnswers } from '../support/points-arbitraries';

const asOf = new Date().toISOString().slice(0, 10);
const base = defaultState();

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The latest start date from which work up to `to` lasts at least `years`. */
function periodStart(to: string, years: number): string {
  let from = yearsBefore(to, years);
  while (duration(from, to) < years - 1e-9) from = addDays(from, -1);
  return from;
}

/**
 * The dates a client would enter for the calculator's age and years: the draft itself holds no
 * made-up dates (tests/unit/assessment-calculator-dates.test.ts), so the test supplies them.
 */
function datesFor(s: CalculatorState) {
  const ow = Number(s.overseasWorkYears);
  const aw = Number(s.australianWorkYears);
  const awStart = periodStart(asOf, aw);
  return {
    dateOfBirth: yearsBefore(asOf, Number(s.age)),
    australianWork: aw > 0 ? [{ from: awStart, to: '' }] : [],
    overseasWork: ow > 0 ? [{ from: periodStart(awStart, ow), to: awStart }] : [],
  };
}

const ieltsBand = fc.integer({ min: 8, max: 18 }).map((n) => String(n / 2));
const state: fc.Arbitrary<CalculatorState> = fc
  .record({
    visa: fc.constantFrom(...VISAS),
    age: fc.integer({ min: 16, max: 60 }),
    english: fc.constantFrom(...ENGLISH_LEVELS),
    scoresMode: fc.boolean(),
    testDate: fc.constantFrom('2024-03-10', '2025-06-30', '2025-08-07', '2026-05-01'),
    scores: fc.record({
      listening: ieltsBand,
      reading: ieltsBand,
      writing: ieltsBand,
      speaking: ieltsBand,
    }),
    // Tenths of years, as people type them; together within the 10-year window (a combined
    // 10.0 is left out: the two periods' rounding days would fall just outside the window).
    overseasTenths: fc.integer({ min: 0, max: 99 }),
    australianShare: fc.double({ min: 0, max: 1, noNaN: true }),
    ...choiceAnswers,
  })
  .map((r) => {
    const overseas = r.overseasTenths / 10;
    const australian = Math.floor((9.9 - overseas) * r.australianShare * 10) / 10;
    return {
      ...base,
      visa: r.visa,
      age: String(r.age),
      english: r.english,
      englishMode: r.scoresMode ? 'scores' : 'level',
      test: 'ielts',
      testDate: r.scoresMode ? r.testDate : '',
      scores: r.scoresMode ? r.scores : base.scores,
      overseasWorkYears: String(overseas),
      australianWorkYears: String(australian),
      qualification: r.qualification,
      specialistEducation: r.specialistEducation,
      australianStudy: r.australianStudy,
      regionalStudy: r.regionalStudy,
      communityLanguage: r.communityLanguage,
      professionalYear: r.professionalYear,
      partner: r.partner,
    } satisfies CalculatorState;
  });

test('the assessment result equals calculatePoints for 1,000 random answer sets', () => {
  fc.assert(
    fc.property(state, (s) => {
      const calculator = evaluate(s);
      // States the calculator itself cannot score (e.g. regional study without Australian study
      // is still scored; only invalid numbers are not) are not part of the claim.
      fc.pre(calculator.result !== null);
      const draft = answersFromCalculator(stateToSearch(s, base), null);
      const answers = {
        schema_version: 1,
        acknowledgeGeneralInfo: true,
        consentSensitive: false,
        occupation: 'Software Engineer',
        skillsOutcome: 'positive',
        ...draft,
        ...datesFor(s),
      };
      const parsed = assessmentSchemas['permanent-residency'].safeParse(answers);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
      const result = prResult(answers as unknown as Parameters<typeof prResult>[0], asOf);
      expect(result.byVisa[s.visa]).toEqual(calculator.result);
      expect(result.suggestions).toEqual(calculator.suggestions);
      expect(result.input).toEqual(calculator.input);
    }),
    { numRuns: 1000, seed: 20261123 },
  );
});
