/** What the client reads on a re-checked PR assessment (lib/assessments/recheck.ts). */
import { recheckPrResult, rulesChangedNotice } from '@/lib/assessments/recheck';
import type { PrResult } from '@/lib/assessments/pr-result';
import type { PointsRuleTable } from '@/lib/points';
import { calculatePointsWith } from '@/lib/points/calculate';
import { schedule6d2018 } from '@/lib/points/rules/schedule-6d-2018';

const input = {
  visa: '189' as const,
  age: 35,
  english: 'proficient' as const,
  overseasWorkYears: 5,
  australianWorkYears: 0,
  qualification: 'bachelor' as const,
  specialistEducation: false,
  australianStudy: false,
  regionalStudy: false,
  communityLanguage: false,
  professionalYear: false,
  partner: 'single-or-citizen-partner' as const,
};
const original: PrResult = {
  kind: 'permanent-residency',
  rulesVersion: schedule6d2018.id,
  rulesEffectiveFrom: schedule6d2018.effectiveFrom,
  asOf: '2026-11-20',
  input,
  byVisa: { '189': calculatePointsWith(schedule6d2018, input) },
  suggestions: [],
  englishAssumed: false,
};
const newer: PointsRuleTable = {
  ...schedule6d2018,
  id: 'test-2027',
  effectiveFrom: '2027-07-01',
  age: {
    ...schedule6d2018.age,
    value: schedule6d2018.age.value.map((b) => (b.min === 33 ? { ...b, points: 20 } : b)),
  },
};

test('the client reads the date and both estimates', () => {
  expect(original.byVisa['189']!.total).toBe(70);
  const check = recheckPrResult(original, '2027-07-01', [schedule6d2018, newer])!;
  expect(check).toMatchObject({
    fromRules: schedule6d2018.id,
    toRules: 'test-2027',
    changed: true,
  });
  expect(
    rulesChangedNotice({
      result: original,
      recheckResult: check.result,
      recheckRulesDate: check.rulesDate,
    }),
  ).toBe('The points rules changed on 1 July 2027: your estimate went from 70 to 65.');
});

test('nothing before the newer table is in force, and nothing to say without a re-check', () => {
  expect(recheckPrResult(original, '2027-06-30', [schedule6d2018, newer])).toBeUndefined();
  expect(
    rulesChangedNotice({ result: original, recheckResult: null, recheckRulesDate: null }),
  ).toBeNull();
});
