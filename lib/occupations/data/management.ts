import { ANZSCO_ABS, REVIEWED, SKILLED_OCCUPATION_LIST, authorities } from '../sources';
import type { Occupation } from '../types';
import { MLTSSL_VISAS, onMltssl } from './common';

export const chiefExecutive: Occupation = {
  slug: 'chief-executive',
  title: 'Chief Executive or Managing Director',
  anzsco: [{ code: '111111', title: 'Chief Executive or Managing Director', version: '2013' }],
  assessingAuthorities: [authorities.iml],
  assessmentRules: [
    {
      text: 'IML took over from the Australian Institute of Management (AIM) as assessor for senior management occupations in March 2021.',
      verified: true,
      source: authorities.iml.url,
    },
    {
      text: 'IML assesses your qualifications and senior management experience against its management competency framework.',
      verified: false,
      source: authorities.iml.url,
    },
  ],
  workDeduction: {
    kind: 'none-confirmed',
    note: 'We know of no fixed number of years IML keeps back; its outcome letter decides which management experience counts.',
  },
  lists: [
    { list: 'MLTSSL', onList: false, anzscoVersion: '2013', verified: true },
    {
      list: 'CSOL',
      onList: true,
      anzscoVersion: '2022',
      verified: false,
      note: 'The CSOL uses ANZSCO 2022 codes; we have not verified the 2022 code for this occupation.',
    },
  ],
  // 190 needs MLTSSL or STSOL, 491 (state) and 494 need MLTSSL, STSOL or ROL. 111111 is not on
  // the MLTSSL, and we could not confirm it on the STSOL or ROL, so those visas are neither
  // offered nor ruled out: the page says so and links the official list.
  visas: [
    { subclass: '482', note: 'Skills in Demand visa: an employer sponsors you.' },
    { subclass: '186', note: 'An employer nominates you.' },
  ],
  excludedVisas: [
    { subclass: '189', reason: 'Chief Executive is not on the MLTSSL, which the 189 requires.' },
  ],
  unconfirmedVisas: [
    {
      subclass: '190',
      reason:
        'Needs the occupation on the MLTSSL or STSOL. It is not on the MLTSSL, and we could not confirm it on the STSOL. A state must also list it and nominate you.',
      listUrl: SKILLED_OCCUPATION_LIST,
    },
    {
      subclass: '491',
      reason:
        'Needs the occupation on the MLTSSL, STSOL or ROL. It is not on the MLTSSL, and we could not confirm it on the STSOL or ROL. A state must also list it and nominate you.',
      listUrl: SKILLED_OCCUPATION_LIST,
    },
    {
      subclass: '494',
      reason:
        'Needs the occupation on the MLTSSL, STSOL or ROL. We could not confirm it on the STSOL or ROL.',
      listUrl: SKILLED_OCCUPATION_LIST,
    },
  ],
  professionalYearAvailable: false,
  // The points only matter if a state lists the occupation, so the calculator starts on the
  // 190 score; the facts box above it says the 190 is unconfirmed for this occupation.
  presets: { visa: '190' },
  // List and visa data re-checked on this date (issue 15).
  reviewed: '2026-11-23',
  sources: [SKILLED_OCCUPATION_LIST, authorities.iml.url, ANZSCO_ABS],
};

export const constructionProjectManager: Occupation = {
  slug: 'construction-project-manager',
  title: 'Construction Project Manager',
  anzsco: [{ code: '133111', title: 'Construction Project Manager', version: '2013' }],
  assessingAuthorities: [authorities.vetassess],
  assessmentRules: [
    {
      text: 'VETASSESS needs a bachelor degree or higher in a field highly relevant to construction (for example construction management, building, or civil engineering for civil projects).',
      verified: true,
      source: authorities.vetassess.url,
    },
    {
      text: 'You also need at least one year of highly relevant paid work (20+ hours a week) at skill level after the qualification, in the five years before you apply for assessment.',
      verified: true,
      source: authorities.vetassess.url,
    },
    {
      text: 'Project builders, estimators, contract administrators and design managers are assessed under other occupations.',
      verified: true,
      source: authorities.vetassess.url,
    },
  ],
  workDeduction: {
    kind: 'none-confirmed',
    note: 'VETASSESS does not count work before your qualification as skilled; we know of no further fixed deduction.',
  },
  lists: [onMltssl(true)],
  visas: MLTSSL_VISAS,
  professionalYearAvailable: false,
  presets: { visa: '189' },
  reviewed: REVIEWED,
  sources: [SKILLED_OCCUPATION_LIST, authorities.vetassess.url, ANZSCO_ABS],
};
