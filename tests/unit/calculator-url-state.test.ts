import { evaluate } from '@/lib/calculator/evaluate';
import {
  calculatorHref,
  defaultState,
  stateFromSearch,
  stateToSearch,
} from '@/lib/calculator/url-state';

describe('calculator URL state', () => {
  it('round-trips every answer through the URL', () => {
    const base = defaultState();
    const state = {
      ...base,
      visa: '491' as const,
      age: '41',
      english: 'superior' as const,
      overseasWorkYears: '8',
      australianWorkYears: '1.5',
      qualification: 'doctorate' as const,
      communityLanguage: true,
      partner: 'skilled-partner' as const,
    };
    const search = stateToSearch(state, base);
    expect(stateFromSearch(search, base)).toEqual(state);
  });

  it('keeps the URL short: defaults are left out', () => {
    expect(stateToSearch(defaultState(), defaultState())).toBe('');
    expect(stateToSearch(defaultState({ visa: '190' }), defaultState({ visa: '190' }))).toBe('');
  });

  it('ignores unknown values instead of breaking', () => {
    const s = stateFromSearch('v=999&en=fluent&p=x&py=maybe&q=<script>', defaultState());
    expect(s).toEqual(defaultState());
  });

  it('links into the full calculator with a factor carried over', () => {
    expect(calculatorHref({ partner: 'skilled-partner' })).toBe('/pr-calculator?p=skilled-partner');
    expect(stateFromSearch('p=skilled-partner', defaultState()).partner).toBe('skilled-partner');
  });
});

describe('evaluate', () => {
  it('reports field errors for bad input and computes nothing', () => {
    const e = evaluate({ ...defaultState(), age: 'abc', overseasWorkYears: '-1' });
    expect(e.result).toBeNull();
    expect(e.errors.age?.[0]).toMatch(/age/i);
    expect(e.errors.overseasWorkYears?.[0]).toMatch(/negative/);
  });

  it('scores a typical applicant', () => {
    const e = evaluate({
      ...defaultState(),
      age: '33',
      english: 'proficient',
      overseasWorkYears: '6',
      australianWorkYears: '3',
    });
    // 25 age + 10 English + 10 overseas + 10 Australian + 15 bachelor + 10 single = 80
    expect(e.result?.total).toBe(80);
    expect(e.result?.meetsPassMark).toBe(true);
  });

  it('uses test scores and their date for English', () => {
    const base = { ...defaultState(), englishMode: 'scores' as const, test: 'pte' as const };
    const after = evaluate({
      ...base,
      testDate: '2025-09-01',
      scores: { listening: '58', reading: '59', writing: '69', speaking: '76' },
    });
    expect(after.english?.level).toBe('proficient');
    const lower = evaluate({
      ...base,
      testDate: '2025-09-01',
      scores: { listening: '58', reading: '59', writing: '69', speaking: '75' },
    });
    expect(lower.english?.level).toBe('competent');
    const missing = evaluate({
      ...base,
      testDate: '',
      scores: { listening: '58', reading: '', writing: '', speaking: '' },
    });
    expect(missing.errors.english?.[0]).toMatch(/test date/);
  });

  it('does not suggest a Professional Year where the occupation has none', () => {
    const state = { ...defaultState(), age: '30' };
    const py = (s: { change: string }[]) => s.some((x) => /Professional Year/i.test(x.change));
    expect(py(evaluate(state).suggestions)).toBe(true);
    expect(py(evaluate(state, { professionalYearAvailable: false }).suggestions)).toBe(false);
  });
});
