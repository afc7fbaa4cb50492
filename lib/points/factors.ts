import { bandFor, describeBand, formatYears } from './bands';
import type { PointsRuleTable } from './rules/types';
import { MAX_AGE, WORK_WINDOW_YEARS } from './schema';
import type { BreakdownRow, EnglishLevel, PartnerStatus, PointsInput, Qualification, Visa } from './types';

/** Each function scores one factor and says why in words a visa applicant understands. */

export function ageRow(rules: PointsRuleTable, age: number): BreakdownRow {
  const band = bandFor(rules.age.value, age);
  const bands = rules.age.value;
  if (band) {
    return { factor: 'Age', points: band.points, note: `Age ${age}: ${describeBand(band, MAX_AGE)} scores ${band.points}` };
  }
  const youngest = bands[0].min;
  if (age < youngest) {
    return {
      factor: 'Age',
      points: 0,
      note: `Age ${age}: there is no age band below ${youngest}, so you cannot be invited until you turn ${youngest}`,
    };
  }
  const limit = bands[bands.length - 1].below ?? MAX_AGE;
  return {
    factor: 'Age',
    points: 0,
    note: `Age ${age}: you must be under ${limit} when invited, so age scores nothing and you are not eligible`,
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
        ? 'Competent English scores 0: it is the minimum you need, and Proficient or Superior add points'
        : `${ENGLISH_LABEL[english]} scores ${points}`;
  return { factor: 'English language', points, note };
}

function workRow(factor: string, where: string, years: number, bands: PointsRuleTable['overseasWork']['value']): BreakdownRow {
  const band = bandFor(bands, years);
  // The schema keeps years within 0..10, so a band always exists; 0 is a safe fallback.
  const points = band?.points ?? 0;
  const range = band ? describeBand(band, WORK_WINDOW_YEARS) : 'outside the table';
  return { factor, points, note: `${formatYears(years)} ${where}: ${range} years scores ${points}` };
}

/** Overseas and Australian bands are scored separately, then held to the combined cap. */
export function workRows(rules: PointsRuleTable, input: PointsInput): BreakdownRow[] {
  const overseas = workRow('Skilled work outside Australia', 'outside Australia', input.overseasWorkYears, rules.overseasWork.value);
  const australian = workRow('Skilled work in Australia', 'in Australia', input.australianWorkYears, rules.australianWork.value);
  const cap = rules.workCap.value;
  const combined = overseas.points + australian.points;
  if (combined <= cap) return [overseas, australian];
  return [
    overseas,
    australian,
    {
      factor: 'Work experience cap',
      points: cap - combined,
      note: `Work outside Australia (${overseas.points}) and in Australia (${australian.points}) add up to ${combined}, but work experience counts for at most ${cap} points, so ${combined - cap} are not counted`,
    },
  ];
}

const QUALIFICATION_NOTE: Record<Qualification, string> = {
  none: 'No qualification claimed',
  'recognised-award': 'An award or qualification recognised by your assessing authority',
  'diploma-or-trade': 'A diploma or trade qualification completed in Australia',
  bachelor: 'A bachelor degree (including honours or masters)',
  doctorate: 'A doctorate',
};

export function qualificationRow(rules: PointsRuleTable, qualification: Qualification): BreakdownRow {
  const points = rules.qualification.value[qualification];
  const note = qualification === 'none' ? QUALIFICATION_NOTE.none : `${QUALIFICATION_NOTE[qualification]} scores ${points}; only your highest qualification counts`;
  return { factor: 'Qualification', points, note };
}

function yesNoRow(factor: string, claimed: boolean, points: number, what: string): BreakdownRow {
  return claimed
    ? { factor, points, note: `${what} scores ${points}` }
    : { factor, points: 0, note: `Not claimed: ${what.charAt(0).toLowerCase()}${what.slice(1)} would score ${points}` };
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
    return { factor: 'Regional study', points: 0, note: `Not claimed: studying and living in regional Australia would score ${points}` };
  }
  if (!input.australianStudy) {
    return {
      factor: 'Regional study',
      points: 0,
      note: 'Regional study counts only when that study also meets the Australian study requirement (at least 2 academic years in Australia), so it scores 0 here',
    };
  }
  return { factor: 'Regional study', points, note: `Studying and living in regional Australia, on top of the Australian study requirement, scores ${points}` };
}

const PARTNER_NOTE: Record<PartnerStatus, string> = {
  'single-or-citizen-partner': 'Single, or your partner is an Australian citizen or permanent resident',
  'skilled-partner': 'Your partner is under 45, has Competent English and a suitable skills assessment in a listed occupation',
  'competent-english-partner': 'Your partner has Competent English (but not a skills assessment)',
  none: 'Your partner is not an Australian, has no Competent English and no skills assessment',
};

export function partnerRow(rules: PointsRuleTable, partner: PartnerStatus): BreakdownRow {
  const points = rules.partner.value[partner];
  return { factor: 'Partner', points, note: `${PARTNER_NOTE[partner]}: scores ${points}` };
}

const NOMINATION_NOTE: Record<Visa, string> = {
  '189': 'The 189 is not nominated, so there are no nomination points',
  '190': 'State or territory nomination for the 190 scores',
  '491': 'State or territory nomination, or sponsorship by an eligible relative in regional Australia, for the 491 scores',
};

export function nominationRow(rules: PointsRuleTable, visa: Visa): BreakdownRow {
  const points = rules.nomination.value[visa];
  return { factor: 'Nomination', points, note: visa === '189' ? NOMINATION_NOTE[visa] : `${NOMINATION_NOTE[visa]} ${points}` };
}
