import { ANZSCO_ABS, REVIEWED, SKILLED_OCCUPATION_LIST, authorities } from '../sources';
import type { CheckedFact, Occupation, WorkDeductionRule } from '../types';
import { MLTSSL_VISAS, onMltssl } from './common';

const accountingRules: CheckedFact[] = [
  {
    text: 'CPA Australia, CA ANZ or IPA can assess you; each checks that your qualification is comparable to an Australian bachelor degree and covers the core accounting knowledge areas.',
    verified: false,
    source: authorities.cpa.url,
  },
  {
    text: 'Work experience is assessed separately from the qualification, and only if you ask for it; without that, Home Affairs judges your work claims itself.',
    verified: false,
    source: authorities.cpa.url,
  },
];

const noFixedDeduction: WorkDeductionRule = {
  kind: 'none-confirmed',
  note: 'We know of no fixed number of years the accounting assessors keep back; usually only work after your qualification counts.',
};

const authoritiesForAccounting = [authorities.cpa, authorities.caanz, authorities.ipa];
const sources = [
  SKILLED_OCCUPATION_LIST,
  authorities.cpa.url,
  authorities.caanz.url,
  authorities.ipa.url,
  ANZSCO_ABS,
];

export const accountant: Occupation = {
  slug: 'accountant',
  title: 'Accountant',
  anzsco: [
    { code: '221111', title: 'Accountant (General)', version: '2013' },
    { code: '221112', title: 'Management Accountant', version: '2013' },
    { code: '221113', title: 'Taxation Accountant', version: '2013' },
  ],
  assessingAuthorities: authoritiesForAccounting,
  assessmentRules: accountingRules,
  workDeduction: noFixedDeduction,
  lists: [onMltssl(true)],
  visas: MLTSSL_VISAS,
  professionalYearAvailable: true,
  presets: { visa: '189' },
  reviewed: REVIEWED,
  sources,
};

export const generalAccountant: Occupation = {
  ...accountant,
  slug: 'general-accountant',
  title: 'Accountant (General)',
  anzsco: [{ code: '221111', title: 'Accountant (General)', version: '2013' }],
};
