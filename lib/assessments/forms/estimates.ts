/**
 * What a step says about answers that came from the points calculator: they are the client's
 * estimates, so the step asks them to check, and asks for real dates where the calculator only
 * had an age or a number of years. Browser-safe and pure.
 */
import { type CalculatorEstimates, FROM_CALCULATOR } from '../pr-result';
import type { StepDef } from './kit';
import { SAVED_STEPS } from './progress';

const years = (n: number) => `${n.toLocaleString('en-AU')} year${n === 1 ? '' : 's'}`;

/** The notes to show above a step's fields; none once the client has saved the step. */
export function calculatorNotes(step: StepDef, answers: Record<string, unknown>): string[] {
  const est = answers[FROM_CALCULATOR] as CalculatorEstimates | undefined;
  const saved = Array.isArray(answers[SAVED_STEPS]) ? (answers[SAVED_STEPS] as unknown[]) : [];
  if (!est || saved.includes(step.id)) return [];
  const names = step.fields.map((f) => f.name);
  const notes: string[] = [];
  if (names.some((n) => est.fields.includes(n)))
    notes.push(
      'Some answers here come from your points calculator. They are your estimates: check each one before you save.',
    );
  if (names.includes('dateOfBirth'))
    notes.push(
      answers.dateOfBirth
        ? 'Your date of birth is the one in your profile. Check it is right.'
        : `In the calculator you gave your age as ${est.age}. Enter your date of birth: we do not guess it.`,
    );
  if (names.includes('overseasWork') && est.overseasWorkYears + est.australianWorkYears > 0)
    notes.push(
      `In the calculator you said about ${years(est.overseasWorkYears)} of skilled work outside Australia and ${years(est.australianWorkYears)} in Australia. Enter the dates of each job so your agent can count them exactly.`,
    );
  return notes;
}

/** The calculator's total a draft was started with ("Save to my dashboard"), if any. */
export function calculatorEstimate(
  answers: Record<string, unknown>,
): { points: number; visa?: string; savedAt?: string } | null {
  const est = answers[FROM_CALCULATOR] as CalculatorEstimates | undefined;
  return typeof est?.points === 'number'
    ? { points: est.points, visa: est.visa, savedAt: est.savedAt }
    : null;
}
