import { bandFor, describeBand } from '../bands';
import type { PointsRuleTable } from '../rules/types';
import { MAX_AGE } from '../constants';
import type { BreakdownRow, EnglishLevel, Wording } from '../types';

export function ageRow(rules: PointsRuleTable, age: number): BreakdownRow {
  const band = bandFor(rules.age.value, age);
  const bands = rules.age.value;
  if (band) {
    return {
      id: 'age',
      factor: 'Age',
      points: band.points,
      note: `Age ${age}: ${describeBand(band, MAX_AGE)} scores ${band.points}`,
      noteWording:
        band.below === undefined
          ? {
              id: 'note.ageOpenBand',
              values: { age, min: band.min, top: MAX_AGE, points: band.points },
            }
          : {
              id: 'note.ageBand',
              values: { age, min: band.min, below: band.below, points: band.points },
            },
    };
  }
  const youngest = bands[0]!.min;
  if (age < youngest) {
    return {
      id: 'age',
      factor: 'Age',
      points: 0,
      note: `Age ${age}: there is no age band below ${youngest}, so you cannot be invited until you turn ${youngest}`,
      noteWording: { id: 'note.ageTooYoung', values: { age, youngest } },
    };
  }
  const limit = bands[bands.length - 1]!.below ?? MAX_AGE;
  return {
    id: 'age',
    factor: 'Age',
    points: 0,
    note: `Age ${age}: you must be under ${limit} when invited, so age scores nothing and you are not eligible`,
    noteWording: { id: 'note.ageTooOld', values: { age, limit } },
  };
}

const ENGLISH_LABEL: Record<EnglishLevel, string> = {
  'below-competent': 'Below Competent English',
  competent: 'Competent English',
  proficient: 'Proficient English',
  superior: 'Superior English',
};

export function englishRow(rules: PointsRuleTable, english: EnglishLevel): BreakdownRow {
  const points = rules.english.value[english];
  const note =
    english === 'below-competent'
      ? 'Below Competent English: you need at least Competent English to be invited'
      : english === 'competent'
        ? `Competent English scores ${points}: it is the minimum you need, and Proficient or Superior add points`
        : `${ENGLISH_LABEL[english]} scores ${points}`;
  const noteWording: Wording =
    english === 'below-competent'
      ? { id: 'note.englishBelow' }
      : english === 'competent'
        ? { id: 'note.englishCompetent', values: { points } }
        : { id: 'note.englishLevel', values: { level: english, points } };
  return { id: 'english', factor: 'English language', points, note, noteWording };
}
