import { firstErrors } from '@/lib/forms/field-errors';
import { evaluate } from '@/lib/calculator/evaluate';
import { evaluateWith, SCORES_LOADING } from '@/lib/calculator/evaluate-core';
import { defaultState } from '@/lib/calculator/url-state';
import { checkPointsInput, DEFAULT_INPUT, englishLevel } from '@/lib/points';

// The calculator shows the first message per field; these are the messages a person reads.
describe('the calculator marks each wrong answer with its own message', () => {
  // Each field shows one message: the first of its list (lib/forms/field-errors.ts).
  const typed = (patch: Partial<ReturnType<typeof defaultState>>) =>
    firstErrors(evaluate({ ...defaultState(), ...patch }).errors);

  it('an empty or non-numeric age asks for a number', () => {
    expect(typed({ age: '' }).age).toBe('Age must be a number');
    expect(typed({ age: 'abc' }).age).toBe('Age must be a number');
  });

  it('a fractional negative age says whole number first', () => {
    expect(typed({ age: '-1.5' }).age).toBe('Age must be in completed years (a whole number)');
  });

  it('too many overseas years also marks the Australian field with the shared 10 years', () => {
    const errors = typed({ overseasWorkYears: '30', australianWorkYears: '5' });
    expect(errors.overseasWorkYears).toBe(
      'Overseas work counts only the last 10 years, so it cannot exceed 10',
    );
    expect(errors.australianWorkYears).toBe(
      'Overseas and Australian work are counted in the same 10 years, so together they cannot exceed 10',
    );
  });

  it('the shared 10 years is not checked while an answer is missing', () => {
    const errors = typed({ age: '', overseasWorkYears: '30', australianWorkYears: '5' });
    expect(errors.australianWorkYears).toBeUndefined();
  });
});

describe('checkPointsInput', () => {
  it('keeps only the known answers', () => {
    const checked = checkPointsInput({ ...DEFAULT_INPUT, extra: 'x' });
    expect(checked).toEqual({ success: true, data: DEFAULT_INPUT });
  });

  it('lists every problem, in form order', () => {
    const checked = checkPointsInput({ ...DEFAULT_INPUT, visa: '482', age: 200, partner: 1 });
    expect(checked.success).toBe(false);
    const issues = checked.success ? [] : checked.issues;
    // Each issue also carries its wording for the calculator (tests/unit/calculator-wording.test.ts).
    expect(issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['visa'], message: 'Visa must be 189, 190 or 491' },
      { path: ['age'], message: 'Age must be at most 120' },
      { path: ['partner'], message: 'Unknown partner status' },
    ]);
  });

  it('rejects something that is not a set of answers', () => {
    expect(checkPointsInput(null).success).toBe(false);
    expect(checkPointsInput([]).success).toBe(false);
  });
});

describe('while the English score tables are still loading in the browser', () => {
  const scores = {
    ...defaultState(),
    englishMode: 'scores' as const,
    test: 'pte' as const,
    testDate: '2025-09-01',
    scores: { listening: '80', reading: '80', writing: '80', speaking: '80' },
  };

  it('shows no total yet, then the same result as with the tables built in', () => {
    const loading = evaluateWith(scores, {}, null);
    expect(loading.result).toBeNull();
    expect(loading.errors.english).toEqual([SCORES_LOADING]);
    expect(evaluateWith(scores, {}, englishLevel)).toEqual(evaluate(scores));
    expect(evaluate(scores).english?.level).toBe('proficient');
  });

  it('still asks for missing scores first', () => {
    const missing = { ...scores, scores: { ...scores.scores, speaking: '' } };
    expect(evaluateWith(missing, {}, null).errors.english).toEqual([
      'Enter your test date and all four scores.',
    ]);
  });
});
