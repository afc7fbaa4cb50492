/**
 * The public shapes of the points engine. The UI builds its form from these and renders
 * `PointsResult` as-is; it never recomputes points itself.
 */
export type Visa = '189' | '190' | '491';
export type EnglishLevel = 'below-competent' | 'competent' | 'proficient' | 'superior';
export type Qualification =
  'none' | 'recognised-award' | 'diploma-or-trade' | 'bachelor' | 'doctorate';
export type PartnerStatus =
  'single-or-citizen-partner' | 'skilled-partner' | 'competent-english-partner' | 'none';

export interface PointsInput {
  visa: Visa;
  /** Completed years at the time of invitation. */
  age: number;
  english: EnglishLevel;
  /** Skilled work outside Australia in the 10 years before invitation. */
  overseasWorkYears: number;
  /** Skilled work in Australia in the same 10 years. */
  australianWorkYears: number;
  /** Highest qualification; 'bachelor' includes honours and masters. */
  qualification: Qualification;
  specialistEducation: boolean;
  australianStudy: boolean;
  /** Counts only together with australianStudy. */
  regionalStudy: boolean;
  communityLanguage: boolean;
  professionalYear: boolean;
  partner: PartnerStatus;
}

/**
 * What a sentence of the engine says, for the calculator to word in the reader's language: a
 * message id under `calculator` in lib/i18n/messages/calculator/<locale>.json and its values. The
 * English message gives exactly the engine's English sentence (tests/unit/calculator-wording.test.ts).
 * A `date` value is an ISO date (formatted for the locale); a `list` value is wordings, joined as
 * the locale lists things.
 */
export interface Wording {
  id: string;
  values?: Record<string, WordingValue>;
}
export type WordingValue = string | number | { date: string } | { list: Wording[] };

export type FactorId =
  | 'age'
  | 'english'
  | 'overseasWork'
  | 'australianWork'
  | 'workCap'
  | 'qualification'
  | 'specialistEducation'
  | 'australianStudy'
  | 'regionalStudy'
  | 'communityLanguage'
  | 'professionalYear'
  | 'partner'
  | 'nomination';

export interface BreakdownRow {
  id: FactorId;
  factor: string;
  points: number;
  /** Plain words for the applicant: why this factor scored what it did. */
  note?: string;
  noteWording: Wording;
}

export interface PointsResult {
  /** Sum of factor points incl. nomination (190: +5, 491: +15), gates aside. */
  total: number;
  /** False when a gate fails: age under 18 or 45+, English below Competent. */
  eligible: boolean;
  passMark: number;
  /** eligible && total >= passMark */
  meetsPassMark: boolean;
  breakdown: BreakdownRow[];
  /** Why not eligible, in plain words. */
  reasons: string[];
  reasonWordings: Wording[];
}

export interface Suggestion {
  change: string;
  /** Extra points, computed by re-running the engine (so caps and ceilings hold). */
  gain: number;
  how?: string;
  changeWording: Wording;
  howWording?: Wording;
}
