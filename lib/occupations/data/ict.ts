import { ANZSCO_ABS, REVIEWED, SKILLED_OCCUPATION_LIST, authorities } from '../sources';
import type { CheckedFact, Occupation, WorkDeductionRule } from '../types';
import { MLTSSL_VISAS, onMltssl } from './common';

const ACS_GUIDELINES = 'https://www.acs.org.au/msa.html';

/**
 * ACS keeps back years of experience as the time needed to reach skilled level. Secondary
 * summaries of the ACS guidelines agree on these figures; the ACS guideline PDF is the authority.
 */
const acsDeduction: WorkDeductionRule = {
  kind: 'acs',
  years: { majorClose: 2, majorNotClose: 4, minorClose: 5, minorNotClose: 6 },
  verified: false,
  source: ACS_GUIDELINES,
};

const acsRules: CheckedFact[] = [
  {
    text: 'ACS checks whether your degree has an ICT major or minor and how closely it relates to the occupation, then decides how many years of your experience were needed to reach skilled level.',
    verified: true,
    source: ACS_GUIDELINES,
  },
  {
    text: 'Only work after the "skill level met" date on your ACS letter counts for points. With a closely related ICT major about 2 years are kept back; an unrelated ICT major about 4; an ICT minor 5 or 6; without ICT qualifications (RPL route, with a project report) 6.',
    verified: false,
    source: ACS_GUIDELINES,
  },
  {
    text: 'Graduates of an Australian ICT bachelor degree can use the post-Australian-study pathway with 1 year of relevant work or a Professional Year; the work used to meet this does not earn points.',
    verified: false,
    source: ACS_GUIDELINES,
  },
];

/** What every ACS-assessed MLTSSL occupation here shares. */
const acsAssessed = {
  assessingAuthorities: [authorities.acs],
  assessmentRules: acsRules,
  workDeduction: acsDeduction,
  lists: [onMltssl(true)],
  visas: MLTSSL_VISAS,
  professionalYearAvailable: true,
  presets: { visa: '189' },
  reviewed: REVIEWED,
  sources: [SKILLED_OCCUPATION_LIST, ACS_GUIDELINES, ANZSCO_ABS],
} satisfies Partial<Occupation>;

export const programmer: Occupation = {
  slug: 'programmer',
  title: 'Software Engineer or Developer Programmer',
  anzsco: [
    { code: '261313', title: 'Software Engineer', version: '2013' },
    { code: '261312', title: 'Developer Programmer', version: '2013' },
    { code: '261311', title: 'Analyst Programmer', version: '2013' },
    { code: '261399', title: 'Software and Applications Programmers nec', version: '2013' },
  ],
  ...acsAssessed,
};

export const ictBusinessAnalyst: Occupation = {
  slug: 'ict-business-analyst',
  title: 'ICT Business Analyst',
  anzsco: [{ code: '261111', title: 'ICT Business Analyst', version: '2013' }],
  ...acsAssessed,
};
