/**
 * Hand-written words for each occupation calculator page: the subtitle and meta description
 * (whole sentences of at most 170 characters, so nothing is cut mid-word) and the plural used in
 * running text ("Who assesses chefs?"). Facts stay in data/; this file is words only.
 */
import type { OccupationSlug } from './types';

export interface OccupationWords {
  /** Subtitle and meta description: one or two full sentences, 50 to 170 characters. */
  description: string;
  /** The people in this occupation, lower case, plural, as a visitor would say it. */
  people: string;
}

export const occupationWords: Record<OccupationSlug, OccupationWords> = {
  programmer: {
    description:
      'Work out your PR points as a software engineer or developer programmer (ANZSCO 2613). See how the ACS assesses you, then use a calculator set up for your occupation.',
    people: 'software engineers and developer programmers',
  },
  nurse: {
    description:
      'Work out your PR points as a registered nurse (ANZSCO 2544). See how ANMAC assesses nurses, which visas fit, and use a calculator set up for your occupation.',
    people: 'registered nurses',
  },
  'ict-business-analyst': {
    description:
      'Work out your PR points as an ICT business analyst (ANZSCO 261111). See how the ACS assesses you, which visas fit, and use a calculator set up for your occupation.',
    people: 'ICT business analysts',
  },
  accountant: {
    description:
      'Work out your PR points as an accountant (ANZSCO 2211). See how CPA Australia, CA ANZ or the IPA assess you, and use a calculator set up for your occupation.',
    people: 'accountants',
  },
  chef: {
    description:
      'Work out your PR points as a chef (ANZSCO 351311). See how Trades Recognition Australia assesses chefs, which visas fit, and use a calculator set up for you.',
    people: 'chefs',
  },
  'chief-executive': {
    description:
      'Work out your PR points as a chief executive or managing director (ANZSCO 111111). See how the IML assesses you, and use a calculator set up for your occupation.',
    people: 'chief executives and managing directors',
  },
  'construction-project-manager': {
    description:
      'Work out your PR points as a construction project manager (ANZSCO 133111). See how VETASSESS assesses you, and use a calculator set up for your occupation.',
    people: 'construction project managers',
  },
  'general-accountant': {
    description:
      'Work out your PR points as a general accountant (ANZSCO 221111). See how CPA Australia, CA ANZ or the IPA assess you, and use a calculator set up for you.',
    people: 'general accountants',
  },
  surveyor: {
    description:
      'Work out your PR points as a surveyor (ANZSCO 232212). See how SSSI assesses surveyors, which visas fit, and use a calculator set up for your occupation.',
    people: 'surveyors',
  },
  'social-worker': {
    description:
      'Work out your PR points as a social worker (ANZSCO 272511). See how the AASW assesses social workers, which visas fit, and use a calculator set up for you.',
    people: 'social workers',
  },
};
