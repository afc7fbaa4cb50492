/**
 * The permanent residency (skilled: 189, 190, 491) assessment: fields, steps and the one schema
 * the form and the server share. The points come from lib/points (see ../pr-result.ts).
 */
import { z } from 'zod';
import { authorities, occupations } from '@/lib/occupations';
import { ENGLISH_LEVELS, PARTNER_STATUSES, QUALIFICATIONS, VISAS } from '@/lib/points';
import {
  type Check,
  dateOfBirth,
  type FormDef,
  fullSchema,
  isoDate,
  oneOf,
  options,
  optionalText,
  periods,
  sensitiveChecks,
  sensitiveShape,
  sensitiveStep,
  text,
} from '../forms/kit';
import {
  ENGLISH_TESTS,
  englishDate,
  englishDateCheck,
  englishFromTest,
  englishScores,
  englishTestQuestion,
  tookEnglishTest,
} from '../forms/english';
import { prResult, type PrAnswers } from '../pr-result';
import { defineKind } from './kind';
import { assessmentLabels } from './labels';

export const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export const SKILLS_OUTCOMES = ['positive', 'applied', 'not-yet', 'negative'] as const;

/** "261313 Software Engineer", once each, for the searchable occupation field. */
export const occupationSuggestions: string[] = [
  ...new Set(occupations.flatMap((o) => o.anzsco.map((a) => `${a.code} ${a.title}`))),
].sort();
const englishTest = englishTestQuestion(ENGLISH_TESTS);
const authorityNames = Object.values(authorities).map((a) => a.name);

const shape = {
  targetVisas: z
    .array(z.enum(VISAS, { error: 'Choose 189, 190 or 491.' }), {
      error: 'Choose at least one visa.',
    })
    .min(1, 'Choose at least one visa.'),
  preferredStates: z.array(z.enum(STATES, { error: 'Choose a state or territory.' })).optional(),
  dateOfBirth: dateOfBirth.schema,
  partner: oneOf(PARTNER_STATUSES, 'Choose what fits your partner’s situation.'),
  partnerDetails: optionalText(1000),
  occupation: text('your occupation', 120),
  skillsAuthority: optionalText(120),
  skillsOutcome: oneOf(SKILLS_OUTCOMES, 'Choose where your skills assessment stands.'),
  skillsDate: z.union([z.literal(''), isoDate('the date of the outcome')]).optional(),
  englishTest: englishTest.schema,
  englishDate: englishDate.schema,
  englishScores: englishScores.optional(),
  englishExpected: oneOf(ENGLISH_LEVELS, 'Choose the level you expect.').optional(),
  qualification: oneOf(QUALIFICATIONS, 'Choose your highest qualification.'),
  qualificationDetails: optionalText(1000),
  specialistEducation: z.boolean(),
  australianStudy: z.boolean(),
  regionalStudy: z.boolean(),
  studyDetails: optionalText(1000),
  professionalYear: z.boolean(),
  communityLanguage: z.boolean(),
  overseasWork: periods,
  australianWork: periods,
  ...sensitiveShape,
};

const checks: Check[] = [
  englishDateCheck,
  {
    fields: ['englishTest', 'englishScores'],
    path: 'englishScores',
    message: 'Enter all four scores.',
    ok: (v) => v.englishTest === 'not-yet' || !!v.englishScores,
  },
  {
    fields: ['englishTest', 'englishDate', 'englishScores'],
    path: 'englishScores',
    message: 'These scores or this date do not fit the test: check them.',
    ok: (v) => {
      if (v.englishTest === 'not-yet' || !v.englishDate || !v.englishScores) return true;
      try {
        englishFromTest(v);
        return true;
      } catch {
        return false;
      }
    },
  },
  {
    fields: ['englishTest', 'englishExpected'],
    path: 'englishExpected',
    message: 'Choose the level you expect to reach.',
    ok: (v) => v.englishTest !== 'not-yet' || !!v.englishExpected,
  },
  ...sensitiveChecks,
];

const bool = (name: string, label: string, hint?: string) =>
  ({ name, label, kind: 'checkbox', optional: true, hint }) as const;

export const permanentResidencyForm: FormDef<typeof shape> = {
  shape,
  checks,
  steps: [
    {
      id: 'visas',
      title: 'Which visas',
      fields: [
        {
          name: 'targetVisas',
          label: 'Which skilled visas are you interested in?',
          kind: 'checkboxes',
          options: options([
            ['189', 'Skilled Independent (189)'],
            ['190', 'Skilled Nominated by a state (190)'],
            ['491', 'Skilled Work Regional (491)'],
          ]),
        },
        {
          name: 'preferredStates',
          label: 'States or territories you would live in',
          kind: 'checkboxes',
          optional: true,
          options: STATES.map((s) => ({ value: s, label: s })),
        },
      ],
    },
    {
      id: 'about',
      title: 'About you',
      fields: [
        dateOfBirth.field,
        {
          name: 'partner',
          label: 'Your partner’s situation',
          kind: 'radio',
          options: options([
            ['single-or-citizen-partner', 'Single, or my partner is an Australian citizen or PR'],
            [
              'skilled-partner',
              'My partner has a skills assessment and Competent English, and is under 45',
            ],
            ['competent-english-partner', 'My partner has Competent English only'],
            ['none', 'None of these'],
          ]),
        },
        {
          name: 'partnerDetails',
          label: 'Anything else about your partner',
          kind: 'textarea',
          optional: true,
        },
      ],
    },
    {
      id: 'occupation',
      title: 'Occupation and skills assessment',
      fields: [
        {
          name: 'occupation',
          label: 'Your occupation',
          kind: 'text',
          hint: 'Start typing to pick an ANZSCO occupation, or write your job title.',
          suggestions: occupationSuggestions,
        },
        {
          name: 'skillsOutcome',
          label: 'Skills assessment',
          kind: 'radio',
          options: options([
            ['positive', 'I have a positive outcome'],
            ['applied', 'I have applied and am waiting'],
            ['not-yet', 'Not yet'],
            ['negative', 'I had a negative outcome'],
          ]),
        },
        {
          name: 'skillsAuthority',
          label: 'Assessing authority',
          kind: 'text',
          optional: true,
          suggestions: authorityNames,
        },
        { name: 'skillsDate', label: 'Date of the outcome', kind: 'date', optional: true },
      ],
    },
    {
      id: 'english',
      title: 'English',
      intro: 'Tests at home or online are not accepted for a skilled visa.',
      fields: [
        englishTest.field,
        englishDate.field,
        { name: 'englishScores', label: 'Scores for each skill', kind: 'scores', optional: true },
        {
          name: 'englishExpected',
          label: 'If not taken yet: the level you expect to reach',
          kind: 'select',
          optional: true,
          options: options([
            ['competent', 'Competent (for example IELTS 6 in each)'],
            ['proficient', 'Proficient (IELTS 7 in each)'],
            ['superior', 'Superior (IELTS 8 in each)'],
            ['below-competent', 'Below Competent'],
          ]),
        },
      ],
    },
    {
      id: 'education',
      title: 'Study and qualifications',
      fields: [
        {
          name: 'qualification',
          label: 'Highest qualification',
          kind: 'select',
          options: options([
            ['doctorate', 'Doctorate (PhD)'],
            ['bachelor', 'Bachelor or Masters degree'],
            ['diploma-or-trade', 'Diploma or trade qualification from Australia'],
            ['recognised-award', 'Other award recognised by your assessing authority'],
            ['none', 'None of these'],
          ]),
        },
        {
          name: 'qualificationDetails',
          label: 'Course names, places and years',
          kind: 'textarea',
          optional: true,
        },
        bool(
          'specialistEducation',
          'Australian Masters by research or PhD in a STEM or ICT field (at least 2 years)',
        ),
        bool(
          'australianStudy',
          'I studied in Australia for at least 2 academic years (the Australian study requirement)',
        ),
        bool(
          'regionalStudy',
          'I lived and studied in a regional area of Australia while doing that study',
        ),
        {
          name: 'studyDetails',
          label: 'Where and what you studied in Australia',
          kind: 'textarea',
          optional: true,
        },
        bool(
          'professionalYear',
          'I completed a Professional Year in Australia in the last 4 years',
        ),
        bool('communityLanguage', 'I have a NAATI credentialled community language (CCL) result'),
      ],
    },
    {
      id: 'work',
      title: 'Skilled employment',
      intro:
        'Count paid work of at least 20 hours a week in your occupation or a closely related one, after the date your assessing authority says you became skilled. Leave "to" empty if you still work there.',
      fields: [
        {
          name: 'overseasWork',
          label: 'Skilled work outside Australia',
          kind: 'periods',
          optional: true,
        },
        {
          name: 'australianWork',
          label: 'Skilled work in Australia',
          kind: 'periods',
          optional: true,
        },
      ],
    },
    sensitiveStep,
  ],
};

export const permanentResidency = defineKind({
  type: 'permanent-residency',
  labels: assessmentLabels['permanent-residency'],
  form: permanentResidencyForm,
  schema: fullSchema(permanentResidencyForm),
  compute: (answers, asOf) => prResult(answers as PrAnswers, asOf),
  followUps: {
    englishDate: tookEnglishTest,
    englishScores: tookEnglishTest,
    englishExpected: (a) => a.englishTest === 'not-yet',
    skillsDate: (a) => a.skillsOutcome === 'positive' || a.skillsOutcome === 'negative',
  },
});
