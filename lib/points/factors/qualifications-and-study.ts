import type { PointsRuleTable } from '../rules/types';
import {
  AUSTRALIAN_STUDY,
  PROFESSIONAL_YEAR_MONTHS,
  SPECIALIST_EDUCATION_YEARS,
} from '../constants';
import type { BreakdownRow, FactorId, PointsInput, Qualification } from '../types';
import { selectKey } from '../wording';

const QUALIFICATION_NOTE: Record<Qualification, string> = {
  none: 'No qualification claimed',
  'recognised-award': 'An award or qualification recognised by your assessing authority',
  'diploma-or-trade': 'A diploma or trade qualification completed in Australia',
  bachelor: 'A bachelor degree (including honours or masters)',
  doctorate: 'A doctorate',
};

export function qualificationRow(
  rules: PointsRuleTable,
  qualification: Qualification,
): BreakdownRow {
  const points = rules.qualification.value[qualification];
  const none = qualification === 'none';
  return {
    id: 'qualification',
    factor: 'Qualification',
    points,
    note: none
      ? QUALIFICATION_NOTE.none
      : `${QUALIFICATION_NOTE[qualification]} scores ${points}; only your highest qualification counts`,
    noteWording: none
      ? { id: 'note.qualificationNone' }
      : { id: 'note.qualification', values: { qualification: selectKey(qualification), points } },
  };
}

type YesNoFactor = Extract<
  FactorId,
  'specialistEducation' | 'australianStudy' | 'communityLanguage' | 'professionalYear'
>;

function yesNoRow(
  id: YesNoFactor,
  factor: string,
  claimed: boolean,
  points: number,
  what: string,
): BreakdownRow {
  const values = {
    factor: id,
    years: id === 'australianStudy' ? AUSTRALIAN_STUDY.years : SPECIALIST_EDUCATION_YEARS,
    months: PROFESSIONAL_YEAR_MONTHS,
    points,
  };
  return claimed
    ? {
        id,
        factor,
        points,
        note: `${what} scores ${points}`,
        noteWording: { id: 'note.claimed', values },
      }
    : {
        id,
        factor,
        points: 0,
        note: `Not claimed: ${what.charAt(0).toLowerCase()}${what.slice(1)} would score ${points}`,
        noteWording: { id: 'note.notClaimed', values },
      };
}

export function optionalRows(rules: PointsRuleTable, input: PointsInput): BreakdownRow[] {
  return [
    yesNoRow(
      'specialistEducation',
      'Specialist education',
      input.specialistEducation,
      rules.specialistEducation.value,
      `An Australian masters by research or doctorate in a listed STEM or ICT field (at least ${SPECIALIST_EDUCATION_YEARS} academic years)`,
    ),
    yesNoRow(
      'australianStudy',
      'Australian study',
      input.australianStudy,
      rules.australianStudy.value,
      `Meeting the Australian study requirement (at least ${AUSTRALIAN_STUDY.years} academic years of CRICOS study in Australia)`,
    ),
    regionalStudyRow(rules, input),
    yesNoRow(
      'communityLanguage',
      'Community language',
      input.communityLanguage,
      rules.communityLanguage.value,
      'A credentialled community language (NAATI CCL)',
    ),
    yesNoRow(
      'professionalYear',
      'Professional Year',
      input.professionalYear,
      rules.professionalYear.value,
      `A Professional Year in Australia (ICT, accounting or engineering) completed in the ${PROFESSIONAL_YEAR_MONTHS} months before invitation`,
    ),
  ];
}

function regionalStudyRow(rules: PointsRuleTable, input: PointsInput): BreakdownRow {
  const points = rules.regionalStudy.value;
  const row = { id: 'regionalStudy', factor: 'Regional study' } as const;
  if (!input.regionalStudy) {
    return {
      ...row,
      points: 0,
      note: `Not claimed: studying and living in regional Australia would score ${points}`,
      noteWording: { id: 'note.regionalNotClaimed', values: { points } },
    };
  }
  if (!input.australianStudy) {
    return {
      ...row,
      points: 0,
      note: `Regional study counts only when that study also meets the Australian study requirement (at least ${AUSTRALIAN_STUDY.years} academic years in Australia), so it scores 0 here`,
      noteWording: {
        id: 'note.regionalWithoutStudy',
        values: { years: AUSTRALIAN_STUDY.years, points: 0 },
      },
    };
  }
  return {
    ...row,
    points,
    note: `Studying and living in regional Australia, on top of the Australian study requirement, scores ${points}`,
    noteWording: { id: 'note.regional', values: { points } },
  };
}
