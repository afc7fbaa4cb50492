import {
  currentRuleTable,
  englishTables,
  factorOptions,
  maxPoints,
  pointsRuleTables,
  ruleTableOn,
  type PointsRuleTable,
} from '@/lib/points';

describe('the points rule table', () => {
  it('the current table is Schedule 6D, dated 1 Jul 2018, checked 22 Nov 2026, pass mark 65', () => {
    expect(currentRuleTable.id).toBe('schedule-6d-2018');
    expect(currentRuleTable.effectiveFrom).toBe('2018-07-01');
    expect(currentRuleTable.checked).toBe('2026-11-22');
    expect(currentRuleTable.passMark.value).toBe(65);
  });

  it('every rule names an official https source', () => {
    const rules = Object.values(currentRuleTable).filter(
      (value): value is { source: string } => typeof value === 'object' && 'source' in value,
    );
    expect(rules.length).toBe(14);
    for (const rule of rules)
      expect(rule.source).toMatch(/^https:\/\/(immi\.homeaffairs|www\.legislation)\.gov\.au\//);
  });

  it('picks the table in force on a date', () => {
    expect(ruleTableOn('2018-06-30')).toBeUndefined();
    expect(ruleTableOn('2018-07-01')?.id).toBe('schedule-6d-2018');
    expect(ruleTableOn('2026-11-22')?.id).toBe('schedule-6d-2018');
  });

  it('a later dated table takes over from its date without touching the current one', () => {
    const future: PointsRuleTable = {
      ...currentRuleTable,
      id: 'future',
      effectiveFrom: '2027-07-01',
    };
    const tables = [...pointsRuleTables, future];
    expect(ruleTableOn('2027-06-30', tables)?.id).toBe('schedule-6d-2018');
    expect(ruleTableOn('2027-07-01', tables)?.id).toBe('future');
    expect(ruleTableOn('2027-07-01T09:00:00+10:00', tables)?.id).toBe('future');
    // The real list is untouched by the test's addition.
    expect(ruleTableOn('2027-07-01')?.id).toBe('schedule-6d-2018');
    expect(maxPoints('189', future)).toBe(130);
  });
});

describe('form options', () => {
  it('list every option with the points it scores', () => {
    expect(factorOptions.visa.map((o) => [o.value, o.points])).toEqual([
      ['189', 0],
      ['190', 5],
      ['491', 15],
    ]);
    expect(factorOptions.english.map((o) => o.points)).toEqual([0, 0, 10, 20]);
    expect(factorOptions.qualification.map((o) => o.points)).toEqual([0, 10, 10, 15, 20]);
    expect(factorOptions.partner.map((o) => o.points)).toEqual([10, 10, 5, 0]);
  });
});

describe('English tables', () => {
  it('are the two dated tables, split at 7 Aug 2025', () => {
    expect(englishTables.map((t) => t.id)).toEqual(['before-2025-08-07', 'from-2025-08-07']);
    expect(englishTables[0].testedUntil).toBe('2025-08-06');
    expect(englishTables[1].testedFrom).toBe('2025-08-07');
  });

  it('every test table has an official source', () => {
    for (const table of englishTables) {
      for (const test of Object.values(table.tests)) {
        expect(test?.source).toMatch(/^https:\/\/immi\.homeaffairs\.gov\.au\//);
      }
    }
  });
});
