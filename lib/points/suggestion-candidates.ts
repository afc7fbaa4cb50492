import { bandFor, formatYears } from './bands';
import { currentRuleTable } from './rules';
import { ENGLISH_LEVELS, QUALIFICATIONS, WORK_WINDOW_YEARS } from './constants';
import type { EnglishLevel, PointsInput } from './types';

/** A single change to try, and how a person could make it. */
export interface Candidate {
  change: string;
  how?: string;
  patch: Partial<PointsInput>;
}

const ENGLISH_NAME: Record<EnglishLevel, string> = {
  'below-competent': 'Below Competent',
  competent: 'Competent',
  proficient: 'Proficient',
  superior: 'Superior',
};

const ENGLISH_HOW: Partial<Record<EnglishLevel, string>> = {
  proficient:
    'For example IELTS 7 in each part, or PTE Academic 58/59/69/76 (L/R/W/S) for a test taken from 7 Aug 2025.',
  superior:
    'For example IELTS 8 in each part, or PTE Academic 69/70/85/88 (L/R/W/S) for a test taken from 7 Aug 2025.',
};

export function candidates(input: PointsInput): Candidate[] {
  return [
    ...englishCandidates(input),
    ...workCandidates(input),
    ...partnerCandidates(input),
    ...nominationCandidates(input),
    ...qualificationCandidates(input),
    ...flagCandidates(input),
  ];
}

function englishCandidates(input: PointsInput): Candidate[] {
  const current = ENGLISH_LEVELS.indexOf(input.english);
  return ENGLISH_LEVELS.slice(current + 1).map((level) => ({
    change: `Reach ${ENGLISH_NAME[level]} English`,
    how: ENGLISH_HOW[level],
    patch: { english: level },
  }));
}

/** The next band up in each country, if it still fits in the 10-year window. */
function workCandidates(input: PointsInput): Candidate[] {
  const rules = currentRuleTable;
  const result: Candidate[] = [];
  const next = (bands: typeof rules.overseasWork.value, years: number) => {
    const band = bandFor(bands, years);
    return band?.below;
  };
  const room = WORK_WINDOW_YEARS - input.overseasWorkYears - input.australianWorkYears;
  const overseasTarget = next(rules.overseasWork.value, input.overseasWorkYears);
  if (overseasTarget !== undefined && overseasTarget - input.overseasWorkYears <= room) {
    result.push({
      change: `Reach ${overseasTarget} years of skilled work outside Australia`,
      how: `Another ${formatYears(overseasTarget - input.overseasWorkYears)} of skilled work in your occupation, counted after your assessing authority's skilled date; check your age band at that time.`,
      patch: { overseasWorkYears: overseasTarget },
    });
  }
  const australianTarget = next(rules.australianWork.value, input.australianWorkYears);
  if (australianTarget !== undefined && australianTarget - input.australianWorkYears <= room) {
    result.push({
      change: `Reach ${australianTarget} ${australianTarget === 1 ? 'year' : 'years'} of skilled work in Australia`,
      how: `Another ${formatYears(australianTarget - input.australianWorkYears)} of paid skilled work in Australia (at least 20 hours a week, on a valid visa); check your age band at that time.`,
      patch: { australianWorkYears: australianTarget },
    });
  }
  return result;
}

function partnerCandidates(input: PointsInput): Candidate[] {
  if (input.partner === 'single-or-citizen-partner' || input.partner === 'skilled-partner')
    return [];
  const skilled: Candidate = {
    change: 'Claim partner skills',
    how: 'Your partner is under 45, has Competent English and a positive skills assessment in an occupation on the same list.',
    patch: { partner: 'skilled-partner' },
  };
  if (input.partner === 'competent-english-partner') return [skilled];
  return [
    skilled,
    {
      change: 'Claim your partner’s Competent English',
      how: 'Your partner shows Competent English, for example IELTS 6 in each part or a UK, US, Canadian, NZ or Irish passport.',
      patch: { partner: 'competent-english-partner' },
    },
  ];
}

function nominationCandidates(input: PointsInput): Candidate[] {
  if (input.visa === '491') return [];
  const regional: Candidate = {
    change: 'Apply for the 491 with state or family nomination',
    how: 'A state or territory nominates you, or an eligible relative in a designated regional area sponsors you; you live and work in regional Australia.',
    patch: { visa: '491' },
  };
  if (input.visa === '190') return [regional];
  return [
    {
      change: 'Get state or territory nomination for the 190',
      how: 'Your occupation must be on that state’s list and you must meet its criteria.',
      patch: { visa: '190' },
    },
    regional,
  ];
}

/** Only the next qualification that scores more: one realistic step, not every degree. */
function qualificationCandidates(input: PointsInput): Candidate[] {
  const points = currentRuleTable.qualification.value;
  const better = QUALIFICATIONS.slice(QUALIFICATIONS.indexOf(input.qualification) + 1).find(
    (qualification) => points[qualification] > points[input.qualification],
  );
  if (!better) return [];
  const name = {
    'recognised-award': 'a recognised award',
    'diploma-or-trade': 'an Australian diploma or trade qualification',
    bachelor: 'a bachelor degree',
    doctorate: 'a doctorate',
    none: '',
  }[better];
  return [
    {
      change: `Complete ${name}`,
      how: 'Your assessing authority must recognise it.',
      patch: { qualification: better },
    },
  ];
}

function flagCandidates(input: PointsInput): Candidate[] {
  const result: Candidate[] = [];
  if (!input.communityLanguage) {
    result.push({
      change: 'Pass the NAATI Credentialed Community Language test',
      how: 'The credential counts for 3 years from the test.',
      patch: { communityLanguage: true },
    });
  }
  if (!input.professionalYear) {
    result.push({
      change: 'Complete a Professional Year in Australia',
      how: 'Only for ICT, accounting or engineering occupations; it must finish within the 48 months before invitation.',
      patch: { professionalYear: true },
    });
  }
  if (!input.australianStudy) {
    result.push({
      change: 'Meet the Australian study requirement',
      how: 'At least 2 academic years (92 weeks) of CRICOS-registered study in Australia, in English, over at least 16 months.',
      patch: { australianStudy: true },
    });
    if (!input.regionalStudy)
      result.push({
        change: 'Meet the Australian study requirement in regional Australia',
        how: 'The same 2 academic years of study, done while living and studying in a designated regional area.',
        patch: { australianStudy: true, regionalStudy: true },
      });
  } else if (!input.regionalStudy) {
    result.push({
      change: 'Study in regional Australia',
      how: 'The qualifying study is done while living and studying in a designated regional area.',
      patch: { regionalStudy: true },
    });
  }
  if (!input.specialistEducation) {
    result.push({
      change:
        'Complete an Australian masters by research or doctorate in a listed STEM or ICT field',
      how: 'At least 2 academic years, at an Australian institution.',
      patch: { specialistEducation: true },
    });
  }
  return result;
}
