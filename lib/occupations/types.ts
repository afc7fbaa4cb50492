import type { PointsInput } from '@/lib/points';

/** MLTSSL, STSOL and ROL use ANZSCO 2013 codes; the CSOL (7 Dec 2024) uses ANZSCO 2022 codes. */
export type OccupationList = 'MLTSSL' | 'STSOL' | 'ROL' | 'CSOL';
export type AnzscoVersion = '2013' | '2022';
export type VisaSubclass = '189' | '190' | '491' | '482' | '186' | '494';

export interface AnzscoCode {
  code: string;
  title: string;
  version: AnzscoVersion;
}

export interface AssessingAuthority {
  id: string;
  name: string;
  url: string;
}

/** A fact in plain words, flagged when we could not confirm it from the authority itself. */
export interface CheckedFact {
  text: string;
  verified: boolean;
  source?: string;
}

/** Only lists we have a claim about are stored; a missing list means "not stated", not "not on it". */
export interface ListMembership {
  list: OccupationList;
  onList: boolean;
  anzscoVersion: AnzscoVersion;
  verified: boolean;
  note?: string;
}

export interface VisaOption {
  subclass: VisaSubclass;
  /** A condition the applicant must know about, e.g. a state must list the occupation. */
  note?: string;
}

/**
 * How many years of experience the assessing authority keeps back before it treats work as
 * skilled. 'acs' varies with the degree; 'none-confirmed' means we know of no fixed deduction.
 */
export type WorkDeductionRule =
  | {
      kind: 'acs';
      /** Years deducted, by ICT content of the degree and whether it is closely related. */
      years: {
        majorClose: number;
        majorNotClose: number;
        minorClose: number;
        minorNotClose: number;
      };
      verified: boolean;
      source: string;
    }
  | { kind: 'none-confirmed'; note: string };

/** The ten occupation calculator pages, in menu order. */
export const OCCUPATION_SLUGS = [
  'programmer',
  'nurse',
  'ict-business-analyst',
  'accountant',
  'chef',
  'chief-executive',
  'construction-project-manager',
  'general-accountant',
  'surveyor',
  'social-worker',
] as const;
export type OccupationSlug = (typeof OCCUPATION_SLUGS)[number];

export interface Occupation {
  slug: OccupationSlug;
  title: string;
  anzsco: AnzscoCode[];
  assessingAuthorities: AssessingAuthority[];
  assessmentRules: CheckedFact[];
  workDeduction: WorkDeductionRule;
  lists: ListMembership[];
  visas: VisaOption[];
  /** Visas people often expect but cannot use with this occupation, and why. */
  excludedVisas?: { subclass: VisaSubclass; reason: string }[];
  /**
   * Visas that hinge on a list membership we could not confirm: neither offered (in `visas`)
   * nor ruled out (in `excludedVisas`). Pages say so and link the official list.
   */
  unconfirmedVisas?: { subclass: VisaSubclass; reason: string; listUrl: string }[];
  /** A Professional Year exists only for ICT, accounting and engineering occupations. */
  professionalYearAvailable: boolean;
  /** Starting values for this occupation's points calculator. */
  presets: Partial<PointsInput>;
  /** ISO date a person last checked this entry against its sources. */
  reviewed: string;
  sources: string[];
}
