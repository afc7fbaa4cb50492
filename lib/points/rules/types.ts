import type { EnglishLevel, PartnerStatus, Qualification, Visa } from '../types';

/** A range of years (or age) that scores a fixed number of points. */
export interface Band {
  /** Inclusive lower bound. */
  min: number;
  /** Exclusive upper bound; absent means "and above" (the input schema caps the top). */
  below?: number;
  points: number;
}

/** One rule of the points test, with where it comes from so a reviewer can check it. */
export interface Rule<T> {
  value: T;
  source: string;
}

/**
 * A complete, dated points table. A new table (the 2026-27 Budget announced an overhaul with
 * no table or date yet) is added as another `PointsRuleTable` with a later `effectiveFrom`.
 */
export interface PointsRuleTable {
  id: string;
  title: string;
  /** ISO date the table took effect. */
  effectiveFrom: string;
  /** ISO date we last checked the table against its sources. */
  checked: string;
  source: string;
  passMark: Rule<number>;
  age: Rule<Band[]>;
  english: Rule<Record<EnglishLevel, number>>;
  overseasWork: Rule<Band[]>;
  australianWork: Rule<Band[]>;
  /** Overseas and Australian work points together never exceed this. */
  workCap: Rule<number>;
  qualification: Rule<Record<Qualification, number>>;
  specialistEducation: Rule<number>;
  australianStudy: Rule<number>;
  regionalStudy: Rule<number>;
  communityLanguage: Rule<number>;
  professionalYear: Rule<number>;
  partner: Rule<Record<PartnerStatus, number>>;
  nomination: Rule<Record<Visa, number>>;
}
