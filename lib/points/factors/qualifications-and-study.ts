import type { PointsRuleTable } from '../rules/types';
import type { BreakdownRow, PointsInput, Qualification } from '../types';

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
  const note =
    qualification === 'none'
      ? QUALIFICATION_NOTE.none
      : `${QUALIFICATION_NOTE[qualification]} scores ${points}; only your highest qualification counts`;
  return { factor: 'Qualification', points, note };
}

function yesNoRow(factor: string, claimed: boolean, points: number, what: string): BreakdownRow {
  return claimed
    ? { factor, points, note: `${what} scores ${points}` }
    : {
        factor,
        points: 0,
        note: `Not claimed: ${what.charAt(0).toLowerCase()}${what.slice(1)} would score ${points}`,
      };
}

export function optionalRows(rules: PointsRuleTable, input: PointsInput): BreakdownRow[] {
  return [
    yesNoRow(
      'Specialist education',
      input.specialistEducation,
      rules.specialistEducation.value,
      'An Australian masters by research or doctorate in a listed STEM or ICT field (at least 2 academic years)',
    ),
    yesNoRow(
      'Australian study',
      input.australianStudy,
      rules.australianStudy.value,
      'Meeting the Australian study requirement (at least 2 academic years of CRICOS study in Australia)',
    ),
    regionalStudyRow(rules, input),
    yesNoRow(
      'Community language',
      input.communityLanguage,
      rules.communityLanguage.value,
      'A credentialled community language (NAATI CCL)',
    ),
    yesNoRow(
      'Professional Year',
      input.professionalYear,
      rules.professionalYear.value,
      'A Professional Year in Australia (ICT, accounting or engineering) completed in the 48 months before invitation',
    ),
  ];
}

function regionalStudyRow(rules: PointsRuleTable, input: PointsInput): BreakdownRow {
  const points = rules.regionalStudy.value;
  if (!input.regionalStudy) {
    return {
      factor: 'Regional study',
      points: 0,
      note: `Not claimed: studying and living in regional Australia would score ${points}`,
    };
  }
  if (!input.australianStudy) {
    return {
      factor: 'Regional study',
      points: 0,
      note: 'Regional study counts only when that study also meets the Australian study requirement (at least 2 academic years in Australia), so it scores 0 here',
    };
  }
  return {
    factor: 'Regional study',
    points,
    note: `Studying and living in regional Australia, on top of the Australian study requirement, scores ${points}`,
  };
}
