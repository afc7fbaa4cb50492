import type { EnglishScores, EnglishSkill, Thresholds } from './types';

export const SKILLS: readonly EnglishSkill[] = ['listening', 'reading', 'writing', 'speaking'];

export type LevelCheck =
  | { status: 'met' }
  | { status: 'failed'; short: EnglishSkill[] }
  /** Every confirmed cell is met, but at least one cell is unconfirmed. */
  | { status: 'undetermined'; unconfirmed: EnglishSkill[] };

/** Compares scores with one level's per-skill minimums, never guessing an unconfirmed cell. */
export function checkLevel(thresholds: Thresholds, scores: EnglishScores<number>): LevelCheck {
  const short = SKILLS.filter((skill) => {
    const minimum = thresholds[skill];
    return minimum !== null && scores[skill] < minimum;
  });
  if (short.length > 0) return { status: 'failed', short };
  const unconfirmed = SKILLS.filter((skill) => thresholds[skill] === null);
  return unconfirmed.length > 0 ? { status: 'undetermined', unconfirmed } : { status: 'met' };
}
