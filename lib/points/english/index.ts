export { englishLevel, englishTables, ENGLISH_TEST_VALID_YEARS, NEW_ENGLISH_TABLE_FROM, OLD_ENGLISH_TABLE_USABLE_UNTIL } from './english-level';
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
