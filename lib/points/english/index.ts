export { englishLevel, englishTables } from './english-level';
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
