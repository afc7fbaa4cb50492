/**
 * Facts behind the occupation calculators: codes, assessors, lists and visas, each with its
 * sources and review date. Unconfirmed facts carry `verified: false` so pages can say so.
 */
import { accountant, generalAccountant } from './data/accounting';
import { chef } from './data/chef';
import { nurse, socialWorker } from './data/health-and-care';
import { ictBusinessAnalyst, programmer } from './data/ict';
import { chiefExecutive, constructionProjectManager } from './data/management';
import { surveyor } from './data/surveyor';
import type { Occupation } from './types';

export type {
  AnzscoCode,
  AnzscoVersion,
  AssessingAuthority,
  CheckedFact,
  ListMembership,
  Occupation,
  OccupationList,
  OccupationSlug,
  VisaOption,
  VisaSubclass,
  WorkDeductionRule,
} from './types';
export { OCCUPATION_SLUGS } from './types';
export { countableWorkYears } from './work-deduction';
export type { CountableWork, CountableWorkOptions } from './work-deduction';
export { authorities } from './sources';
export { occupationWords, type OccupationWords } from './descriptions';

export const occupations: readonly Occupation[] = [
  programmer,
  nurse,
  ictBusinessAnalyst,
  accountant,
  chef,
  chiefExecutive,
  constructionProjectManager,
  generalAccountant,
  surveyor,
  socialWorker,
];

/** The occupation for a calculator page, or undefined for an unknown slug (render a 404). */
export function getOccupation(slug: string): Occupation | undefined {
  return occupations.find((occupation) => occupation.slug === slug);
}
