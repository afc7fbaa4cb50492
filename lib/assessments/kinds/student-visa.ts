/** The student visa (subclass 500) assessment: fields, steps and the shared schema. */
import { z } from 'zod';
import { formatAud, studentLivingCost } from '@/lib/config/facts';
import { todayIso } from '@/lib/time/calendar';
import {
  amount,
  type Check,
  dateOfBirth,
  type FormDef,
  fullSchema,
  longText,
  month,
  oneOf,
  options,
  optionalText,
  sensitiveChecks,
  sensitiveShape,
  sensitiveStep,
  text,
  yesNo,
} from '../forms/kit';
import {
  englishDate,
  englishDateCheck,
  englishTestQuestion,
  STUDENT_TESTS,
  tookEnglishTest,
} from '../forms/english';
import { studentResult } from '../other-results';
import { defineKind } from './kind';
import { assessmentLabels } from './labels';

export const COURSE_LEVELS = [
  'not-chosen',
  'english',
  'school',
  'vet',
  'bachelor',
  'masters-coursework',
  'masters-research',
  'doctorate',
] as const;
export const COE_STATUSES = ['not-applied', 'applied', 'offer', 'coe'] as const;
export const FUNDS_SOURCES = [
  'self',
  'parents',
  'spouse',
  'relative',
  'loan',
  'scholarship',
  'other',
] as const;

/** The student visa asks for IELTS Academic. */
const englishTest = englishTestQuestion(STUDENT_TESTS, { ielts: 'IELTS Academic' });

const shape = {
  passportCountry: text('the country of your passport', 60),
  dateOfBirth: dateOfBirth.schema,
  courseLevel: oneOf(COURSE_LEVELS, 'Choose the level of course, or “not chosen yet”.'),
  provider: optionalText(120),
  intendedStart: month('when you want to start'),
  coeStatus: oneOf(COE_STATUSES, 'Choose where your application to the school stands.'),
  englishTest: englishTest.schema,
  englishDate: englishDate.schema,
  englishOverall: optionalText(20),
  studyHistory: longText('your study so far', 1, 3000),
  workHistory: optionalText(3000),
  gapsExplained: optionalText(3000),
  gsTiesHome: longText('your ties to your home country', 20, 3000),
  gsWhyCourse: longText('why this course', 20, 3000),
  gsWhyAustralia: longText('why Australia', 20, 3000),
  fundsAud: amount('the money you can show (AU$)'),
  fundsSources: z
    .array(z.enum(FUNDS_SOURCES, { error: 'Choose who provides the money.' }))
    .min(1, 'Choose who provides the money.'),
  dependants: z
    .number({ error: 'Enter a number (0 if none).' })
    .int('Enter a whole number.')
    .min(0, 'Enter 0 or more.')
    .max(10, 'Enter at most 10.'),
  previousVisas: optionalText(2000),
  refusals: yesNo('Tell us whether you have had a visa refused or cancelled.'),
  refusalDetails: optionalText(2000),
  ...sensitiveShape,
};

const checks: Check[] = [
  {
    fields: ['courseLevel', 'provider'],
    path: 'provider',
    message: 'Name the school or university, or choose “not chosen yet” above.',
    ok: (v) => v.courseLevel === 'not-chosen' || !!v.provider,
  },
  {
    fields: ['intendedStart'],
    path: 'intendedStart',
    message: 'Choose a month from now on.',
    ok: (v) => typeof v.intendedStart !== 'string' || v.intendedStart >= todayIso().slice(0, 7),
  },
  englishDateCheck,
  {
    fields: ['englishTest', 'englishOverall'],
    path: 'englishOverall',
    message: 'Enter your overall score.',
    ok: (v) => v.englishTest === 'not-yet' || !!v.englishOverall,
  },
  {
    fields: ['refusals', 'refusalDetails'],
    path: 'refusalDetails',
    message: 'Tell us which visa, which country and when.',
    ok: (v) => v.refusals !== 'yes' || !!v.refusalDetails,
  },
  ...sensitiveChecks,
];

const long = (name: string, label: string, hint?: string, optional = false) =>
  ({ name, label, kind: 'textarea', hint, optional }) as const;

export const studentVisaForm: FormDef<typeof shape> = {
  shape,
  checks,
  steps: [
    {
      id: 'about',
      title: 'About you',
      fields: [
        { name: 'passportCountry', label: 'Country of your passport', kind: 'text' },
        dateOfBirth.field,
      ],
    },
    {
      id: 'course',
      title: 'Your course',
      fields: [
        {
          name: 'courseLevel',
          label: 'Level of course',
          kind: 'select',
          options: options([
            ['not-chosen', 'Not chosen yet'],
            ['english', 'English language course (ELICOS)'],
            ['school', 'School'],
            ['vet', 'Certificate or diploma (VET)'],
            ['bachelor', 'Bachelor degree'],
            ['masters-coursework', 'Masters by coursework'],
            ['masters-research', 'Masters by research'],
            ['doctorate', 'Doctorate (PhD)'],
          ]),
        },
        {
          name: 'provider',
          label: 'School, college or university',
          kind: 'text',
          optional: true,
          hint: 'Leave empty if you have not chosen yet.',
        },
        { name: 'intendedStart', label: 'When you want to start', kind: 'month' },
        {
          name: 'coeStatus',
          label: 'Your application to the school',
          kind: 'radio',
          options: options([
            ['not-applied', 'Not applied yet'],
            ['applied', 'Applied, waiting for an offer'],
            ['offer', 'I have an offer letter'],
            ['coe', 'I have a Confirmation of Enrolment (CoE)'],
          ]),
        },
      ],
    },
    {
      id: 'english',
      title: 'English',
      fields: [
        englishTest.field,
        englishDate.field,
        { name: 'englishOverall', label: 'Overall score', kind: 'text', optional: true },
      ],
    },
    {
      id: 'history',
      title: 'Study and work so far',
      fields: [
        long(
          'studyHistory',
          'Your study so far',
          'Each qualification with the years, for example "Bachelor of Commerce, Dhaka, 2019–2023".',
        ),
        long('workHistory', 'Your work so far', 'Jobs with the years.', true),
        long(
          'gapsExplained',
          'Gaps of more than a few months, and why',
          'For example a year caring for a parent.',
          true,
        ),
      ],
    },
    {
      id: 'genuine',
      title: 'Why you want to study in Australia',
      intro:
        'The Genuine Student requirement asks why you want to study this course in Australia. Answer in your own words.',
      fields: [
        long(
          'gsTiesHome',
          'Your ties to your home country',
          'Family, work, property, plans after your studies.',
        ),
        long(
          'gsWhyCourse',
          'Why this course',
          'How it builds on your study or work, and what it leads to.',
        ),
        long('gsWhyAustralia', 'Why Australia and not your home country or another country'),
      ],
    },
    {
      id: 'money',
      title: 'Money, family and visas',
      intro: `For the visa you show money for travel, fees and living costs. The living-cost figure for the main student is ${formatAud(studentLivingCost.amountAud)} a year (from ${studentLivingCost.effectiveFrom}; checked ${studentLivingCost.checked}).`,
      fields: [
        { name: 'fundsAud', label: 'Money you can show, in Australian dollars', kind: 'number' },
        {
          name: 'fundsSources',
          label: 'Who provides it',
          kind: 'checkboxes',
          options: options([
            ['self', 'Me'],
            ['parents', 'My parents'],
            ['spouse', 'My partner'],
            ['relative', 'Another relative'],
            ['loan', 'An education loan'],
            ['scholarship', 'A scholarship'],
            ['other', 'Other'],
          ]),
        },
        {
          name: 'dependants',
          label: 'Family members coming with you',
          kind: 'number',
          hint: '0 if none.',
        },
        long(
          'previousVisas',
          'Visas you have held for Australia or other countries',
          undefined,
          true,
        ),
        {
          name: 'refusals',
          label: 'Have you ever had a visa refused or cancelled, for any country?',
          kind: 'radio',
          options: options([
            ['no', 'No'],
            ['yes', 'Yes'],
          ]),
        },
        long('refusalDetails', 'If yes: which visa, which country and when', undefined, true),
      ],
    },
    sensitiveStep,
  ],
};

export const studentVisa = defineKind({
  type: 'student-visa',
  labels: assessmentLabels['student-visa'],
  form: studentVisaForm,
  schema: fullSchema(studentVisaForm),
  compute: studentResult,
  followUps: {
    englishDate: tookEnglishTest,
    englishOverall: tookEnglishTest,
    refusalDetails: (a) => a.refusals === 'yes',
  },
});
