/**
 * The three assessment schemas (shared by the forms and the server): a valid answer set passes,
 * each invalid field is named in the errors, and the schema version is required.
 */
import {
  assessmentForms,
  assessmentSchemas,
  fieldErrors,
  stepSchema,
  withoutUnconsented,
} from '@/lib/assessments/forms';
import type { AssessmentType } from '@/lib/assessments/constants';
import { validAnswers } from '../support/assessment-answers';

/** One bad value per field, and the field the error must be next to. */
const invalid: Record<AssessmentType, [string, unknown][]> = {
  'permanent-residency': [
    ['targetVisas', []],
    ['targetVisas', ['482']],
    ['preferredStates', ['XYZ']],
    ['dateOfBirth', '1995-02-30'],
    ['dateOfBirth', '2999-01-01'],
    ['partner', 'married'],
    ['occupation', ''],
    ['skillsOutcome', 'maybe'],
    ['skillsDate', '2025-13-01'],
    ['englishTest', 'duolingo'],
    ['englishDate', undefined],
    ['englishScores', undefined],
    ['englishScores', { listening: '7', reading: '7', writing: '7', speaking: '99' }],
    ['qualification', 'masters'],
    ['specialistEducation', 'yes'],
    ['regionalStudy', 'yes'],
    ['overseasWork', [{ from: '2024-01-01', to: '2023-01-01' }]],
    ['australianWork', [{ from: 'last year', to: '' }]],
    ['healthIssues', 'yes'],
  ],
  'student-visa': [
    ['passportCountry', ''],
    ['dateOfBirth', 'yesterday'],
    ['courseLevel', 'phd'],
    ['provider', undefined],
    ['intendedStart', '2020-01'],
    ['intendedStart', '2027-13'],
    ['coeStatus', 'done'],
    ['englishTest', 'none'],
    ['englishDate', undefined],
    ['englishOverall', undefined],
    ['studyHistory', ''],
    ['gsTiesHome', 'short'],
    ['gsWhyCourse', ''],
    ['gsWhyAustralia', 'x'],
    ['fundsAud', -5],
    ['fundsAud', 'lots'],
    ['fundsSources', []],
    ['dependants', 1.5],
    ['refusals', 'maybe'],
    ['characterIssues', 'no'],
  ],
  'business-visa': [
    ['dateOfBirth', ''],
    ['english', 'fluent'],
    ['ownsBusiness', 'sometimes'],
    ['ownershipPercent', 150],
    ['turnoverAud', undefined],
    ['yearsOwned', -1],
    ['netAssetsAud', undefined],
    ['investedAud', -1],
    ['innovation', ['magic']],
    ['interestedIn', []],
    ['sensitiveDetails', 'something'],
  ],
};

describe.each(Object.keys(validAnswers) as AssessmentType[])('%s schema', (type) => {
  const schema = assessmentSchemas[type];

  test('accepts a complete, valid answer set', () => {
    const r = schema.safeParse(validAnswers[type]);
    expect(r.success ? [] : r.error.issues).toEqual([]);
  });

  test('requires the schema version, and only the current one', () => {
    const { schema_version: _omit, ...rest } = validAnswers[type];
    void _omit;
    expect(schema.safeParse(rest).success).toBe(false);
    expect(schema.safeParse({ ...validAnswers[type], schema_version: 2 }).success).toBe(false);
  });

  test('requires the general-information notice to be acknowledged', () => {
    const r = schema.safeParse({ ...validAnswers[type], acknowledgeGeneralInfo: false });
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrors(r.error).acknowledgeGeneralInfo).toBeDefined();
  });

  test.each(invalid[type])('rejects a bad %s, with the error on that field', (field, value) => {
    const answers = { ...validAnswers[type], [field]: value };
    if (value === undefined) delete answers[field];
    const r = schema.safeParse(answers);
    expect(r.success).toBe(false);
    if (r.success) return;
    const errors = fieldErrors(r.error);
    // Health and character answers without consent are flagged on the consent box.
    const where = ['healthIssues', 'characterIssues', 'sensitiveDetails'].includes(field)
      ? 'consentSensitive'
      : field;
    expect(errors[where]?.[0]).toEqual(expect.any(String));
  });

  test('each step validates on its own, with the fields of that step only', () => {
    for (const step of assessmentForms[type].steps) {
      const values = Object.fromEntries(
        step.fields.map((f) => [f.name, validAnswers[type][f.name]]),
      );
      const r = stepSchema(assessmentForms[type], step.id).safeParse(values);
      expect(r.success ? step.id : r.error.issues).toBe(step.id);
    }
  });

  test('health and character answers are dropped without consent, kept with it', () => {
    const answers = { ...validAnswers[type], healthIssues: 'yes', sensitiveDetails: 'asthma' };
    expect(withoutUnconsented(answers)).not.toHaveProperty('healthIssues');
    expect(withoutUnconsented({ ...answers, consentSensitive: true })).toHaveProperty(
      'sensitiveDetails',
      'asthma',
    );
  });
});
