import { bandFor, formatYears } from './bands';
import { currentRuleTable } from './rules';
import {
  AUSTRALIAN_STUDY,
  ENGLISH_LEVELS,
  IELTS_EACH,
  MIN_WORK_HOURS,
  NAATI_VALID_YEARS,
  PROFESSIONAL_YEAR_MONTHS,
  QUALIFICATIONS,
  SPECIALIST_EDUCATION_YEARS,
  WORK_WINDOW_YEARS,
} from './constants';
import { NEW_ENGLISH_TABLE_FROM } from './english/notes';
import { ageLimitOf } from './factors/partner-and-nomination';
import type { EnglishLevel, PointsInput, Wording } from './types';
import { selectKey } from './wording';

/** A single change to try, and how a person could make it (in English, and as wordings). */
export interface Candidate {
  change: string;
  how?: string;
  changeWording: Wording;
  howWording?: Wording;
  patch: Partial<PointsInput>;
}

const ENGLISH_NAME: Record<EnglishLevel, string> = {
  'below-competent': 'Below Competent',
  competent: 'Competent',
  proficient: 'Proficient',
  superior: 'Superior',
};

/** PTE Academic minimums (L/R/W/S) for a test taken from the new table's first day. */
const PTE_FROM_TEXT = '7 Aug 2025';
const PTE_EACH: Partial<Record<EnglishLevel, string>> = {
  proficient: '58/59/69/76',
  superior: '69/70/85/88',
};

function englishHow(level: EnglishLevel): Pick<Candidate, 'how' | 'howWording'> {
  const pte = PTE_EACH[level];
  if (!pte || level === 'below-competent' || level === 'competent') return {};
  const ielts = IELTS_EACH[level];
  return {
    how: `For example IELTS ${ielts} in each part, or PTE Academic ${pte} (L/R/W/S) for a test taken from ${PTE_FROM_TEXT}.`,
    howWording: {
      id: 'how.english',
      values: { ielts, pte, date: { date: NEW_ENGLISH_TABLE_FROM } },
    },
  };
}

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
    changeWording: { id: 'change.english', values: { level } },
    ...englishHow(level),
    patch: { english: level },
  }));
}

const rounded = (years: number) => Math.round(years * 100) / 100;

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
    const more = overseasTarget - input.overseasWorkYears;
    result.push({
      change: `Reach ${overseasTarget} years of skilled work outside Australia`,
      changeWording: { id: 'change.overseasWork', values: { target: overseasTarget } },
      how: `Another ${formatYears(more)} of skilled work in your occupation, counted after your assessing authority's skilled date; check your age band at that time.`,
      howWording: { id: 'how.overseasWork', values: { years: rounded(more) } },
      patch: { overseasWorkYears: overseasTarget },
    });
  }
  const australianTarget = next(rules.australianWork.value, input.australianWorkYears);
  if (australianTarget !== undefined && australianTarget - input.australianWorkYears <= room) {
    const more = australianTarget - input.australianWorkYears;
    result.push({
      change: `Reach ${australianTarget} ${australianTarget === 1 ? 'year' : 'years'} of skilled work in Australia`,
      changeWording: { id: 'change.australianWork', values: { target: australianTarget } },
      how: `Another ${formatYears(more)} of paid skilled work in Australia (at least ${MIN_WORK_HOURS} hours a week, on a valid visa); check your age band at that time.`,
      howWording: {
        id: 'how.australianWork',
        values: { years: rounded(more), hours: MIN_WORK_HOURS },
      },
      patch: { australianWorkYears: australianTarget },
    });
  }
  return result;
}

function partnerCandidates(input: PointsInput): Candidate[] {
  if (input.partner === 'single-or-citizen-partner' || input.partner === 'skilled-partner')
    return [];
  const ageLimit = ageLimitOf(currentRuleTable);
  const skilled: Candidate = {
    change: 'Claim partner skills',
    changeWording: { id: 'change.partnerSkills' },
    how: `Your partner is under ${ageLimit}, has Competent English and a positive skills assessment in an occupation on the same list.`,
    howWording: { id: 'how.partnerSkills', values: { ageLimit } },
    patch: { partner: 'skilled-partner' },
  };
  if (input.partner === 'competent-english-partner') return [skilled];
  const ielts = IELTS_EACH.competent;
  return [
    skilled,
    {
      change: 'Claim your partner’s Competent English',
      changeWording: { id: 'change.partnerEnglish' },
      how: `Your partner shows Competent English, for example IELTS ${ielts} in each part or a UK, US, Canadian, NZ or Irish passport.`,
      howWording: { id: 'how.partnerEnglish', values: { ielts } },
      patch: { partner: 'competent-english-partner' },
    },
  ];
}

function nominationCandidates(input: PointsInput): Candidate[] {
  if (input.visa === '491') return [];
  const regional: Candidate = {
    change: 'Apply for the 491 with state or family nomination',
    changeWording: { id: 'change.nomination491' },
    how: 'A state or territory nominates you, or an eligible relative in a designated regional area sponsors you; you live and work in regional Australia.',
    howWording: { id: 'how.nomination491' },
    patch: { visa: '491' },
  };
  if (input.visa === '190') return [regional];
  return [
    {
      change: 'Get state or territory nomination for the 190',
      changeWording: { id: 'change.nomination190' },
      how: 'Your occupation must be on that state’s list and you must meet its criteria.',
      howWording: { id: 'how.nomination190' },
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
      changeWording: { id: 'change.qualification', values: { qualification: selectKey(better) } },
      how: 'Your assessing authority must recognise it.',
      howWording: { id: 'how.qualification' },
      patch: { qualification: better },
    },
  ];
}

function flagCandidates(input: PointsInput): Candidate[] {
  const result: Candidate[] = [];
  const study = AUSTRALIAN_STUDY;
  if (!input.communityLanguage) {
    result.push({
      change: 'Pass the NAATI Credentialed Community Language test',
      changeWording: { id: 'change.communityLanguage' },
      how: `The credential counts for ${NAATI_VALID_YEARS} years from the test.`,
      howWording: { id: 'how.communityLanguage', values: { years: NAATI_VALID_YEARS } },
      patch: { communityLanguage: true },
    });
  }
  if (!input.professionalYear) {
    result.push({
      change: 'Complete a Professional Year in Australia',
      changeWording: { id: 'change.professionalYear' },
      how: `Only for ICT, accounting or engineering occupations; it must finish within the ${PROFESSIONAL_YEAR_MONTHS} months before invitation.`,
      howWording: { id: 'how.professionalYear', values: { months: PROFESSIONAL_YEAR_MONTHS } },
      patch: { professionalYear: true },
    });
  }
  if (!input.australianStudy) {
    result.push({
      change: 'Meet the Australian study requirement',
      changeWording: { id: 'change.australianStudy' },
      how: `At least ${study.years} academic years (${study.weeks} weeks) of CRICOS-registered study in Australia, in English, over at least ${study.months} months.`,
      howWording: { id: 'how.australianStudy', values: { ...study } },
      patch: { australianStudy: true },
    });
    if (!input.regionalStudy)
      result.push({
        change: 'Meet the Australian study requirement in regional Australia',
        changeWording: { id: 'change.regionalAustralianStudy' },
        how: `The same ${study.years} academic years of study, done while living and studying in a designated regional area.`,
        howWording: { id: 'how.regionalAustralianStudy', values: { years: study.years } },
        patch: { australianStudy: true, regionalStudy: true },
      });
  } else if (!input.regionalStudy) {
    result.push({
      change: 'Study in regional Australia',
      changeWording: { id: 'change.regionalStudy' },
      how: 'The qualifying study is done while living and studying in a designated regional area.',
      howWording: { id: 'how.regionalStudy' },
      patch: { regionalStudy: true },
    });
  }
  if (!input.specialistEducation) {
    result.push({
      change:
        'Complete an Australian masters by research or doctorate in a listed STEM or ICT field',
      changeWording: { id: 'change.specialistEducation' },
      how: `At least ${SPECIALIST_EDUCATION_YEARS} academic years, at an Australian institution.`,
      howWording: { id: 'how.specialistEducation', values: { years: SPECIALIST_EDUCATION_YEARS } },
      patch: { specialistEducation: true },
    });
  }
  return result;
}
