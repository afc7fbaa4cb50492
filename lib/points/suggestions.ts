import { calculatePoints } from './calculate';
import { parsePointsInput } from './validate-input';
import { candidates } from './suggestion-candidates';
import type { PointsInput, Suggestion } from './types';

export interface SuggestionOptions {
  /** False for occupations without a Professional Year (only ICT, accounting, engineering have one). */
  professionalYearAvailable?: boolean;
}

/**
 * Single changes that would add points, best first. Each gain comes from re-running the engine,
 * so the work cap and the ceilings hold. Age is never suggested: nobody can get younger.
 */
export function suggestions(rawInput: PointsInput, options: SuggestionOptions = {}): Suggestion[] {
  const input = parsePointsInput(rawInput);
  const base = calculatePoints(input).total;
  return candidates(input)
    .filter(
      (candidate) =>
        options.professionalYearAvailable !== false || !('professionalYear' in candidate.patch),
    )
    .map((candidate, order) => ({
      candidate,
      order,
      gain: calculatePoints({ ...input, ...candidate.patch }).total - base,
    }))
    .filter(({ gain }) => gain > 0)
    .sort((a, b) => b.gain - a.gain || a.order - b.order)
    .map(({ candidate, gain }) => ({
      change: candidate.change,
      gain,
      ...(candidate.how ? { how: candidate.how } : {}),
      changeWording: candidate.changeWording,
      ...(candidate.howWording ? { howWording: candidate.howWording } : {}),
    }));
}
