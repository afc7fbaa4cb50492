import { ANZSCO_ABS, REVIEWED, SKILLED_OCCUPATION_LIST, authorities } from '../sources';
import type { Occupation } from '../types';
import { MLTSSL_VISAS, unconfirmedMltssl } from './common';

export const surveyor: Occupation = {
  slug: 'surveyor',
  title: 'Surveyor',
  anzsco: [{ code: '232212', title: 'Surveyor', version: '2013' }],
  assessingAuthorities: [authorities.sssi],
  assessmentRules: [
    {
      text: 'SSSI assesses only Surveyor (232212) and expects the equivalent of an Australian bachelor degree in surveying.',
      verified: true,
      source: authorities.sssi.url,
    },
    {
      text: 'SSSI does not assess quantity, building or valuation surveyors; other bodies do (quantity surveyor 233213: AIQS). Choose the occupation that matches your work.',
      verified: true,
      source: authorities.sssi.url,
    },
  ],
  workDeduction: {
    kind: 'none-confirmed',
    note: 'We know of no fixed number of years SSSI keeps back; its letter can advise whether your work is at skilled level.',
  },
  lists: [unconfirmedMltssl()],
  visas: MLTSSL_VISAS,
  professionalYearAvailable: false,
  presets: { visa: '189' },
  reviewed: REVIEWED,
  sources: [SKILLED_OCCUPATION_LIST, authorities.sssi.url, ANZSCO_ABS],
};
