import type { Wording } from '../types';
import { ENGLISH_LANGUAGE_PAGE } from './sources';
import type { EnglishTableId, EnglishTest } from './types';

/** The day the new per-skill minimums started: a test ON this date uses the new table. */
export const NEW_ENGLISH_TABLE_FROM = '2025-08-07';
/** Old-table results can be used until this date at the latest. */
export const OLD_ENGLISH_TABLE_USABLE_UNTIL = '2028-08-06';
/** A test counts for the points test only if taken in the 3 years before invitation. */
export const ENGLISH_TEST_VALID_YEARS = 3;

// Secondary sources: Home Affairs paused TOEFL iBT for tests in this window, and from
// 21 Jan 2026 accepts only the "TOEFL iBT Australia" version on the 0-120 scale.
export const TOEFL_PAUSE = { from: '2023-07-26', until: '2024-05-04' };
const TOEFL_AUSTRALIA_ONLY_FROM = '2026-01-21';

/** Every date the notes (and the calculator's tips) quote, for a page to format ahead. */
export const QUOTED_DATES = [
  NEW_ENGLISH_TABLE_FROM,
  OLD_ENGLISH_TABLE_USABLE_UNTIL,
  TOEFL_PAUSE.from,
  TOEFL_PAUSE.until,
  TOEFL_AUSTRALIA_ONLY_FROM,
];

/** A note in English, and its wording for the calculator in any language (lib/points/types.ts). */
export interface EnglishNote {
  text: string;
  wording: Wording;
}

const AT_HOME_VERSIONS =
  'IELTS Online, PTE at home, TOEFL iBT Home Edition, OET@Home, CELPIP Online';
export const AT_HOME_NOTE: EnglishNote = {
  text: `Only results from a test centre count: online or at-home versions (${AT_HOME_VERSIONS}) are not accepted.`,
  wording: { id: 'englishNote.atHome', values: { versions: AT_HOME_VERSIONS } },
};

export const TOEFL_PAUSE_NOTE: EnglishNote = {
  text: `Home Affairs did not accept TOEFL iBT tests taken from 26 July 2023 to 4 May 2024. Confirm at ${ENGLISH_LANGUAGE_PAGE}`,
  wording: {
    id: 'englishNote.toeflPause',
    values: {
      from: { date: TOEFL_PAUSE.from },
      until: { date: TOEFL_PAUSE.until },
      url: ENGLISH_LANGUAGE_PAGE,
    },
  },
};

export function tableNote(table: EnglishTableId, testDate: string): EnglishNote {
  const newFrom = { date: NEW_ENGLISH_TABLE_FROM };
  return table === 'before-2025-08-07'
    ? {
        text: `Test taken on ${testDate}, before 7 Aug 2025: the earlier scores apply, and such results can be used until 6 Aug 2028 at the latest.`,
        wording: {
          id: 'englishNote.tableBefore',
          values: { testDate, newFrom, usableUntil: { date: OLD_ENGLISH_TABLE_USABLE_UNTIL } },
        },
      }
    : {
        text: `Test taken on ${testDate}, on or after 7 Aug 2025: the new per-skill minimums apply.`,
        wording: { id: 'englishNote.tableFrom', values: { testDate, newFrom } },
      };
}

export function validityNote(table: EnglishTableId, testDate: string): EnglishNote {
  const threeYears = addYears(testDate, ENGLISH_TEST_VALID_YEARS);
  const until =
    table === 'before-2025-08-07' && threeYears > OLD_ENGLISH_TABLE_USABLE_UNTIL
      ? OLD_ENGLISH_TABLE_USABLE_UNTIL
      : threeYears;
  return {
    text: `For points the test must be taken in the ${ENGLISH_TEST_VALID_YEARS} years before your invitation: this result counts for invitations up to ${until}.`,
    wording: {
      id: 'englishNote.validity',
      values: { years: ENGLISH_TEST_VALID_YEARS, until },
    },
  };
}

/** Warnings specific to one test and date. */
export function testNotes(test: EnglishTest, testDate: string): EnglishNote[] {
  if (test === 'toefl' && testDate >= TOEFL_AUSTRALIA_ONLY_FROM) {
    const values = { version: 'TOEFL iBT Australia', newScale: '0-120', oldScale: '1-6' };
    return [
      {
        text: `From 21 Jan 2026 only the "${values.version}" version (${values.newScale} scale) is reported as accepted; results on the global ${values.oldScale} scale are not.`,
        wording: {
          id: 'englishNote.toeflAustralia',
          values: { date: { date: TOEFL_AUSTRALIA_ONLY_FROM }, ...values },
        },
      },
    ];
  }
  if (test === 'oet' && testDate >= NEW_ENGLISH_TABLE_FROM) {
    return [
      {
        text: 'OET results from 7 Aug 2025 are reported as numbers rather than letter grades.',
        wording: {
          id: 'englishNote.oetNumbers',
          values: { date: { date: NEW_ENGLISH_TABLE_FROM } },
        },
      },
    ];
  }
  return [];
}

function addYears(isoDate: string, years: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/** "reading and speaking", "listening, reading and writing" */
export function joinWords(words: readonly string[]): string {
  return words.length < 2
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
