import type { PointsRuleTable } from './types';

const SCHEDULE_6D = 'https://www.legislation.gov.au/F1996B03551/latest/text';
const POINTS_TABLE_189 =
  'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-independent-189/points-table';
const POINTS_TABLE_491 =
  'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-work-regional-provisional-491/points-table';
const POINTS_CALCULATOR = 'https://immi.homeaffairs.gov.au/help-support/tools/points-calculator';

/**
 * Migration Regulations 1994, Schedule 6D (General points test for General Skilled Migration
 * visas). The pass mark of 65 applies from 1 Jul 2018, which is when this table is dated from.
 */
export const schedule6d2018: PointsRuleTable = {
  id: 'schedule-6d-2018',
  title: 'Migration Regulations 1994, Schedule 6D',
  effectiveFrom: '2018-07-01',
  checked: '2026-11-22',
  source: SCHEDULE_6D,
  passMark: { value: 65, source: POINTS_CALCULATOR },
  age: {
    value: [
      { min: 18, below: 25, points: 25 },
      { min: 25, below: 33, points: 30 },
      { min: 33, below: 40, points: 25 },
      { min: 40, below: 45, points: 15 },
    ],
    source: POINTS_TABLE_189,
  },
  english: {
    value: { 'below-competent': 0, competent: 0, proficient: 10, superior: 20 },
    source: POINTS_TABLE_189,
  },
  overseasWork: {
    value: [
      { min: 0, below: 3, points: 0 },
      { min: 3, below: 5, points: 5 },
      { min: 5, below: 8, points: 10 },
      { min: 8, points: 15 },
    ],
    source: POINTS_TABLE_189,
  },
  australianWork: {
    value: [
      { min: 0, below: 1, points: 0 },
      { min: 1, below: 3, points: 5 },
      { min: 3, below: 5, points: 10 },
      { min: 5, below: 8, points: 15 },
      { min: 8, points: 20 },
    ],
    source: POINTS_TABLE_189,
  },
  workCap: { value: 20, source: POINTS_TABLE_189 },
  qualification: {
    value: {
      none: 0,
      'recognised-award': 10,
      'diploma-or-trade': 10,
      bachelor: 15,
      doctorate: 20,
    },
    source: POINTS_TABLE_189,
  },
  specialistEducation: { value: 10, source: POINTS_TABLE_189 },
  australianStudy: { value: 5, source: POINTS_TABLE_189 },
  regionalStudy: { value: 5, source: POINTS_TABLE_189 },
  communityLanguage: { value: 5, source: POINTS_TABLE_189 },
  professionalYear: { value: 5, source: POINTS_TABLE_189 },
  partner: {
    value: {
      'single-or-citizen-partner': 10,
      'skilled-partner': 10,
      'competent-english-partner': 5,
      none: 0,
    },
    source: POINTS_TABLE_189,
  },
  nomination: { value: { '189': 0, '190': 5, '491': 15 }, source: POINTS_TABLE_491 },
};
