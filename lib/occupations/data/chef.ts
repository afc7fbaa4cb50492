import { ANZSCO_ABS, REVIEWED, SKILLED_OCCUPATION_LIST, authorities } from '../sources';
import type { Occupation } from '../types';
import { MLTSSL_VISAS, onMltssl } from './common';

export const chef: Occupation = {
  slug: 'chef',
  title: 'Chef',
  anzsco: [{ code: '351311', title: 'Chef', version: '2013' }],
  assessingAuthorities: [authorities.tra],
  assessmentRules: [
    {
      text: 'Chef (351311) is a different occupation from Cook (351411); make sure your duties and pay match a chef.',
      verified: true,
      source: ANZSCO_ABS,
    },
    {
      text: 'TRA assessments for chefs are run by TRA-approved training organisations: a documentary evidence stage, then a technical interview or practical. Which program you use depends on your passport and whether you hold an Australian qualification.',
      verified: false,
      source: authorities.tra.url,
    },
  ],
  workDeduction: {
    kind: 'none-confirmed',
    note: 'TRA outcomes can state the date you were deemed skilled; only work after that date counts. We know of no fixed number of years.',
  },
  lists: [onMltssl(true)],
  visas: MLTSSL_VISAS,
  professionalYearAvailable: false,
  presets: { visa: '189' },
  reviewed: REVIEWED,
  sources: [SKILLED_OCCUPATION_LIST, authorities.tra.url, ANZSCO_ABS],
};
