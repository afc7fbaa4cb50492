import { checkLevel } from './evaluate';
import {
  AT_HOME_NOTE,
  NEW_ENGLISH_TABLE_FROM,
  TOEFL_PAUSE,
  TOEFL_PAUSE_NOTE,
  joinWords,
  type EnglishNote,
  tableNote,
  testNotes,
  validityNote,
} from './notes';
import { TEST_NAME, parseScores, parseTest, parseTestDate } from './parse-input';
import {
  COMPETENT_ENGLISH_PAGE,
  ENGLISH_LANGUAGE_PAGE,
  PROFICIENT_ENGLISH_PAGE,
  SUPERIOR_ENGLISH_PAGE,
} from './sources';
import { englishTableBefore20250807 } from './table-before-2025-08-07';
import { englishTableFrom20250807 } from './table-from-2025-08-07';
import type { EnglishLevelInput, EnglishLevelResult, EnglishTable } from './types';

export const englishTables: readonly EnglishTable[] = [
  englishTableBefore20250807,
  englishTableFrom20250807,
];

type RatedLevel = 'competent' | 'proficient' | 'superior';
const LEVELS_HIGH_TO_LOW: readonly RatedLevel[] = ['superior', 'proficient', 'competent'];
const LEVEL_NAME: Record<RatedLevel, string> = {
  competent: 'Competent',
  proficient: 'Proficient',
  superior: 'Superior',
};
const LEVEL_PAGE: Record<RatedLevel, string> = {
  competent: COMPETENT_ENGLISH_PAGE,
  proficient: PROFICIENT_ENGLISH_PAGE,
  superior: SUPERIOR_ENGLISH_PAGE,
};

/**
 * Which English level a test result proves for the points test, judged by the table for the
 * test date. Where the answer depends on a minimum we could not confirm it says 'unknown' and
 * points to the official page instead of guessing. Throws on an invalid test, date or score.
 */
export function englishLevel(input: EnglishLevelInput): EnglishLevelResult {
  const test = parseTest(input.test);
  const testDate = parseTestDate(input.testDate);
  const scores = parseScores({ ...input, test } as EnglishLevelInput);
  const table =
    testDate < NEW_ENGLISH_TABLE_FROM ? englishTableBefore20250807 : englishTableFrom20250807;
  const notes: EnglishNote[] = [
    tableNote(table.id, testDate),
    validityNote(table.id, testDate),
    ...testNotes(test, testDate),
    AT_HOME_NOTE,
  ];
  const result = (level: EnglishLevelResult['level'], more: EnglishNote[] = []) => ({
    level,
    table: table.id,
    notes: [...notes, ...more].map((note) => note.text),
    noteWordings: [...notes, ...more].map((note) => note.wording),
  });
  const unknown = (note: EnglishNote): EnglishLevelResult => result('unknown', [note]);

  const name = TEST_NAME[test];
  const thresholds = table.tests[test];
  if (!thresholds) {
    return unknown({
      text: `${name} was not accepted for tests taken before 7 Aug 2025. See ${ENGLISH_LANGUAGE_PAGE}`,
      wording: {
        id: 'englishNote.notAccepted',
        values: { test: name, date: { date: NEW_ENGLISH_TABLE_FROM }, url: ENGLISH_LANGUAGE_PAGE },
      },
    });
  }
  if (test === 'toefl' && testDate >= TOEFL_PAUSE.from && testDate <= TOEFL_PAUSE.until) {
    return unknown(TOEFL_PAUSE_NOTE);
  }
  const levels = LEVELS_HIGH_TO_LOW.map((level) => thresholds[level]);
  if (levels.every((cells) => Object.values(cells).every((cell) => cell === null))) {
    const after = table.id === 'from-2025-08-07';
    return unknown({
      text: `The official ${name} minimums for tests taken ${after ? 'on or after' : 'before'} 7 Aug 2025 are not confirmed here, so we cannot rate this result. Check ${PROFICIENT_ENGLISH_PAGE}`,
      wording: {
        id: 'englishNote.notConfirmed',
        values: {
          test: name,
          when: after ? 'after' : 'before',
          date: { date: NEW_ENGLISH_TABLE_FROM },
          url: PROFICIENT_ENGLISH_PAGE,
        },
      },
    });
  }
  if (thresholds.secondary?.length) {
    const levels = joinWords(thresholds.secondary.map((level) => LEVEL_NAME[level]));
    notes.push({
      text: `The ${name} minimums for ${levels} come from secondary sources; confirm them at ${ENGLISH_LANGUAGE_PAGE}`,
      wording: {
        id: 'englishNote.secondary',
        values: {
          test: name,
          levels: {
            list: thresholds.secondary.map((level) => ({
              id: 'englishNote.levelName',
              values: { level },
            })),
          },
          url: ENGLISH_LANGUAGE_PAGE,
        },
      },
    });
  }

  for (const [index, level] of LEVELS_HIGH_TO_LOW.entries()) {
    const check = checkLevel(thresholds[level], scores);
    if (check.status === 'met') return result(level);
    if (check.status === 'undetermined') {
      // Say what is certain: the highest lower level these scores definitely meet.
      const floor = LEVELS_HIGH_TO_LOW.slice(index + 1).find(
        (lower) => checkLevel(thresholds[lower], scores).status === 'met',
      );
      const atLeast = floor ? ` You do meet ${LEVEL_NAME[floor]}.` : '';
      const values = {
        level,
        test: name,
        skills: {
          list: check.unconfirmed.map((skill) => ({ id: 'skillLower', values: { skill } })),
        },
        url: LEVEL_PAGE[level],
      };
      return unknown({
        text: `We cannot say whether these scores reach ${LEVEL_NAME[level]}: the official ${name} minimum for ${joinWords(check.unconfirmed)} at that level is not confirmed here.${atLeast} Check ${LEVEL_PAGE[level]}`,
        wording: floor
          ? { id: 'englishNote.cannotSayButMeets', values: { ...values, floor } }
          : { id: 'englishNote.cannotSay', values },
      });
    }
  }
  return result('below-competent', [
    {
      text: `These scores are below Competent English for ${name}, the minimum to be invited.`,
      wording: { id: 'englishNote.belowCompetent', values: { test: name } },
    },
  ]);
}
