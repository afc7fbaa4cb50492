/**
 * The business visa assessment. The Business Innovation and Investment (188) visa closed to new
 * applications on 31 July 2024, so this form asks what the person has and points them to what is
 * open now (see ../business-result.ts).
 */
import { z } from 'zod';
import {
  amount,
  type Check,
  dateOfBirth,
  type FormDef,
  fullSchema,
  oneOf,
  options,
  optionalText,
  sensitiveChecks,
  sensitiveShape,
  sensitiveStep,
  yesNo,
} from '../forms/kit';
import { businessResult } from '../other-results';
import { defineKind } from './kind';
import { assessmentLabels } from './labels';

export const BUSINESS_ENGLISH = [
  'none',
  'functional',
  'vocational',
  'competent',
  'proficient',
  'superior',
] as const;
export const INNOVATION = ['patents', 'startup-funding', 'research', 'awards', 'exports'] as const;
export const INTERESTS = [
  'national-innovation',
  'employer-sponsored',
  'state-options',
  'not-sure',
] as const;

const shape = {
  dateOfBirth: dateOfBirth.schema,
  english: oneOf(BUSINESS_ENGLISH, 'Choose your English level.'),
  ownsBusiness: yesNo('Tell us whether you own or part-own a business.'),
  ownershipPercent: z
    .number({ error: 'Enter your share as a number.' })
    .min(0, 'Enter 0 to 100.')
    .max(100, 'Enter 0 to 100.')
    .optional(),
  turnoverAud: amount('the yearly turnover (AU$)').optional(),
  yearsOwned: z
    .number({ error: 'Enter a number of years.' })
    .min(0)
    .max(80, 'Check the years.')
    .optional(),
  netAssetsAud: amount('your net assets (AU$)'),
  investmentHistory: optionalText(3000),
  investedAud: amount('the amount invested (AU$)').optional(),
  innovation: z.array(z.enum(INNOVATION, { error: 'Choose from the list.' })).optional(),
  innovationDetails: optionalText(3000),
  interestedIn: z
    .array(z.enum(INTERESTS, { error: 'Choose from the list.' }))
    .min(1, 'Choose at least one, or “not sure”.'),
  ...sensitiveShape,
};

const checks: Check[] = [
  {
    fields: ['ownsBusiness', 'turnoverAud'],
    path: 'turnoverAud',
    message: 'Enter the yearly turnover of your business.',
    ok: (v) => v.ownsBusiness !== 'yes' || v.turnoverAud !== undefined,
  },
  {
    fields: ['ownsBusiness', 'ownershipPercent'],
    path: 'ownershipPercent',
    message: 'Enter your share of the business.',
    ok: (v) => v.ownsBusiness !== 'yes' || v.ownershipPercent !== undefined,
  },
  ...sensitiveChecks,
];

export const businessVisaForm: FormDef<typeof shape> = {
  shape,
  checks,
  steps: [
    {
      id: 'about',
      title: 'About you',
      intro:
        'The Business Innovation and Investment visa (subclass 188) closed to new applications on 31 July 2024. Tell us what you have, and your agent will tell you which visas are open to you now.',
      fields: [
        dateOfBirth.field,
        {
          name: 'english',
          label: 'Your English',
          kind: 'select',
          options: options([
            ['none', 'Little or none'],
            ['functional', 'Functional (for example IELTS 4.5 average)'],
            ['vocational', 'Vocational (IELTS 5 in each)'],
            ['competent', 'Competent (IELTS 6 in each)'],
            ['proficient', 'Proficient (IELTS 7 in each)'],
            ['superior', 'Superior (IELTS 8 in each)'],
          ]),
        },
      ],
    },
    {
      id: 'business',
      title: 'Business and assets',
      fields: [
        {
          name: 'ownsBusiness',
          label: 'Do you own or part-own a business?',
          kind: 'radio',
          options: options([
            ['yes', 'Yes'],
            ['no', 'No'],
          ]),
        },
        { name: 'ownershipPercent', label: 'Your share of it (%)', kind: 'number', optional: true },
        {
          name: 'turnoverAud',
          label: 'Yearly turnover, in Australian dollars',
          kind: 'number',
          optional: true,
        },
        { name: 'yearsOwned', label: 'Years you have owned it', kind: 'number', optional: true },
        {
          name: 'netAssetsAud',
          label: 'Your net assets (with your partner), in Australian dollars',
          kind: 'number',
          hint: 'What you own minus what you owe.',
        },
      ],
    },
    {
      id: 'innovation',
      title: 'Investment and innovation',
      fields: [
        {
          name: 'investmentHistory',
          label: 'Investments you have made',
          kind: 'textarea',
          optional: true,
        },
        {
          name: 'investedAud',
          label: 'Largest investment, in Australian dollars',
          kind: 'number',
          optional: true,
        },
        {
          name: 'innovation',
          label: 'Your record of innovation',
          kind: 'checkboxes',
          optional: true,
          options: options([
            ['patents', 'Patents or other intellectual property'],
            ['startup-funding', 'Raised venture or start-up funding'],
            ['research', 'Published research or a research career'],
            ['awards', 'International awards or recognition'],
            ['exports', 'A business that exports or trades internationally'],
          ]),
        },
        { name: 'innovationDetails', label: 'Tell us more', kind: 'textarea', optional: true },
      ],
    },
    {
      id: 'interests',
      title: 'What you are looking for',
      fields: [
        {
          name: 'interestedIn',
          label: 'Which options would you like us to look at?',
          kind: 'checkboxes',
          options: options([
            ['national-innovation', 'National Innovation visa (subclass 858)'],
            ['employer-sponsored', 'Being sponsored by an Australian employer (482, 186)'],
            ['state-options', 'What a state or territory offers'],
            ['not-sure', 'Not sure: tell me what fits'],
          ]),
        },
      ],
    },
    sensitiveStep,
  ],
};

const ownsOne = (a: Record<string, unknown>) => a.ownsBusiness === 'yes';

export const businessVisa = defineKind({
  type: 'business-visa',
  labels: assessmentLabels['business-visa'],
  form: businessVisaForm,
  schema: fullSchema(businessVisaForm),
  compute: businessResult,
  followUps: { ownershipPercent: ownsOne, turnoverAud: ownsOne, yearsOwned: ownsOne },
});
