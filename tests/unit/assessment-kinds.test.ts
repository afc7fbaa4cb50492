/**
 * The assessment kinds registry (lib/assessments/kinds): every type has each piece, and the
 * lists that used to be typed by hand (the header menu, the dashboard tabs, the e-mails' names,
 * the result views) follow it. The compiler does the rest: a type without a piece does not build.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AssessmentResultView } from '@/components/assessments/assessment-result';
import { ASSESSMENT_TYPES } from '@/lib/assessments/constants';
import { ENGLISH_TESTS, STUDENT_TESTS } from '@/lib/assessments/forms/english';
import { assessmentForms, assessmentSchemas, computeResult } from '@/lib/assessments/forms';
import { assessmentKinds } from '@/lib/assessments/kinds';
import { dashboardSections } from '@/app/(app)/dashboard/_sections';
import { dashboardMenu } from '@/lib/config/nav';
import { assessmentTemplates } from '@/lib/mail/assessment-templates';
import { validAnswers } from '../support/assessment-answers';

const englishOptions = (type: 'permanent-residency' | 'student-visa') =>
  assessmentForms[type].steps
    .flatMap((s) => s.fields)
    .find((f) => f.name === 'englishTest')!
    .options!.map((o) => o.value);

describe.each(ASSESSMENT_TYPES)('%s', (type) => {
  const kind = assessmentKinds[type];

  it('is registered under its own type', () => expect(kind.type).toBe(type));

  it('is in the header menu and the dashboard tabs, by its name', () => {
    const href = `/dashboard?tab=assessments&type=${type}`;
    expect(dashboardMenu).toContainEqual({ label: `${kind.labels.name} assessments`, href });
    expect(dashboardSections).toContainEqual(
      expect.objectContaining({ id: type, label: `${kind.labels.short} assessments`, href }),
    );
  });

  it('is named in its e-mails (never the fallback "visa")', () => {
    const mail = assessmentTemplates['assessment-responded']!.render(
      { type },
      'https://agency.example.com.au',
      { count: 1, firstName: null },
    );
    expect(mail.text).toContain(`your ${kind.labels.name.toLowerCase()} assessment`);
  });

  it('computes a result of its own kind, which its view shows', () => {
    const result = computeResult(type, validAnswers[type], '2026-11-20');
    expect(result).toMatchObject({ kind: type, asOf: '2026-11-20' });
    const html = renderToStaticMarkup(createElement(AssessmentResultView, { result }));
    expect(html.length).toBeGreaterThan(100);
  });
});

describe('English tests (one list, lib/assessments/forms/english.ts)', () => {
  it('the points form offers the tests the engine scores, and no "other"', () => {
    expect(englishOptions('permanent-residency')).toEqual([...ENGLISH_TESTS]);
    expect(ENGLISH_TESTS).toContain('celpip');
    expect(ENGLISH_TESTS).not.toContain('other');
  });

  it('the student form offers the same tests, CELPIP General included, and "another test"', () => {
    expect(englishOptions('student-visa')).toEqual([...STUDENT_TESTS]);
    const answers = { ...validAnswers['student-visa'], englishTest: 'celpip' };
    expect(assessmentSchemas['student-visa'].safeParse(answers).success).toBe(true);
  });
});
