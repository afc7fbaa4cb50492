export { englishLevel, englishTables } from './english-level';
export {
  ENGLISH_TEST_VALID_YEARS,
  NEW_ENGLISH_TABLE_FROM,
  OLD_ENGLISH_TABLE_USABLE_UNTIL,
} from './notes';
export {
  COMPETENT_ENGLISH_PAGE,
  ENGLISH_LANGUAGE_PAGE,
  PROFICIENT_ENGLISH_PAGE,
  SUPERIOR_ENGLISH_PAGE,
} from './sources';
export type {
  EnglishLevelInput,
  EnglishLevelResult,
  EnglishScores,
  EnglishSkill,
  EnglishTable,
  EnglishTableId,
  EnglishTest,
  OetGrade,
  TestThresholds,
  Thresholds,
} from './types';
