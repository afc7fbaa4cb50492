import type { EnglishLevel, Wording } from '../types';

export type EnglishTest = 'ielts' | 'pte' | 'toefl' | 'cambridge' | 'celpip' | 'oet';
export type EnglishSkill = 'listening' | 'reading' | 'writing' | 'speaking';
/** OET letter grades, as printed on results before OET moved to numbers (7 Aug 2025). */
export type OetGrade = 'A' | 'B' | 'C+' | 'C' | 'D' | 'E';
export type EnglishTableId = 'before-2025-08-07' | 'from-2025-08-07';

export type EnglishScores<T = number> = Record<EnglishSkill, T>;

export type EnglishLevelInput =
  | { test: Exclude<EnglishTest, 'oet'>; testDate: string; scores: EnglishScores<number> }
  /** OET accepts letter grades or the 0-500 numbers OET reports. */
  | { test: 'oet'; testDate: string; scores: EnglishScores<number | OetGrade> };

export interface EnglishLevelResult {
  level: EnglishLevel | 'unknown';
  table: EnglishTableId;
  notes: string[];
  /** The notes as wordings, for the calculator in any language (lib/points/types.ts). */
  noteWordings: Wording[];
}

/**
 * Minimum score per skill. `null` marks a cell we could not confirm from an official source:
 * the engine answers 'unknown' rather than guess when a result depends on it.
 */
export type Thresholds = EnglishScores<number | null>;

export interface TestThresholds {
  competent: Thresholds;
  proficient: Thresholds;
  superior: Thresholds;
  /** Levels whose figures come from secondary sources only (they agree, but check officially). */
  secondary?: ReadonlyArray<'competent' | 'proficient' | 'superior'>;
  source: string;
}

export interface EnglishTable {
  id: EnglishTableId;
  /** First test date the table applies to (inclusive), and last (inclusive) where known. */
  testedFrom?: string;
  testedUntil?: string;
  checked: string;
  /** Tests not in the map were not accepted for tests taken in this period. */
  tests: Partial<Record<EnglishTest, TestThresholds>>;
}
