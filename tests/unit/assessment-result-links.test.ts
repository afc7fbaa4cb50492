/**
 * A stored result is data: the views link only to official hosts and our own visa pages
 * (issue 22: a forged result linked "Home Affairs" to evil.example).
 */
import { officialUrl, visaPagePath } from '@/lib/assessments/display';
import { computeResult } from '@/lib/assessments/forms';
import { checkStoredResult } from '@/lib/assessments/result-check';
import { validAnswers } from '../support/assessment-answers';

describe('officialUrl', () => {
  test.each([
    'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
    'https://www.legislation.gov.au/F2022L00500/latest/text',
    'https://homeaffairs.gov.au/',
  ])('links %s', (url) => expect(officialUrl(url)).toBe(url));

  test.each([
    'https://evil.example/home-affairs',
    'http://immi.homeaffairs.gov.au/',
    'https://immi.homeaffairs.gov.au.evil.example/',
    'https://immi.homeaffairs.gov.au@evil.example/',
    'https://user@immi.homeaffairs.gov.au/',
    'https://immi.homeaffairs.gov.au:8443/',
    'javascript:alert(1)',
    '//immi.homeaffairs.gov.au/',
    '',
    42,
    null,
  ])('shows %p as text only', (url) => expect(officialUrl(url)).toBeNull());
});

describe('visaPagePath', () => {
  test('our visa pages only', () => {
    expect(visaPagePath('/visas/tss-482')).toBe('/visas/tss-482');
    for (const bad of ['https://evil.example', '//evil.example', '/visas/../admin', 'javascript:x'])
      expect(visaPagePath(bad)).toBeNull();
  });
});

describe('checkStoredResult', () => {
  test('a result with no date, or from answers that fail the form, is flagged', () => {
    expect(checkStoredResult('business-visa', {}, null)).toEqual({ state: 'none' });
    expect(
      checkStoredResult('business-visa', { anything: true }, { kind: 'business-visa' }),
    ).toMatchObject({ state: 'differs', recomputed: null });
    const answers = validAnswers['business-visa'];
    const real = computeResult('business-visa', answers, '2026-11-20');
    expect(checkStoredResult('business-visa', answers, { ...real })).toEqual({
      state: 'matches',
      answersPass: true,
    });
    const { asOf: _dropped, ...undated } = real;
    expect(checkStoredResult('business-visa', answers, undated)).toMatchObject({
      state: 'differs',
    });
    expect(checkStoredResult('business-visa', answers, { ...real, pathways: [] })).toMatchObject({
      state: 'differs',
      recomputed: real,
    });
  });
});
