import { currentRuleTable } from './rules';
import type { PointsRuleTable } from './rules/types';
import type { EnglishLevel, PartnerStatus, Qualification, Visa } from './types';

export interface FactorOption<T extends string> {
  value: T;
  label: string;
  points: number;
}

const VISA_LABEL: Record<Visa, string> = {
  '189': 'Skilled Independent (189)',
  '190': 'Skilled Nominated (190): state or territory nomination',
  '491': 'Skilled Work Regional (491): state nomination or eligible relative',
};

const ENGLISH_LABEL: Record<EnglishLevel, string> = {
  'below-competent': 'Below Competent',
  // Short enough for the calculator's dropdown at 375 px (tests/e2e/narrow-selects.spec.ts).
  competent: 'Competent (IELTS 6 each)',
  proficient: 'Proficient (IELTS 7 each)',
  superior: 'Superior (IELTS 8 each)',
};

const QUALIFICATION_LABEL: Record<Qualification, string> = {
  none: 'None of these',
  'recognised-award': 'Award or qualification recognised by your assessing authority',
  'diploma-or-trade': 'Diploma or trade qualification completed in Australia',
  bachelor: 'Bachelor degree (incl. honours or masters)',
  doctorate: 'Doctorate',
};

const PARTNER_LABEL: Record<PartnerStatus, string> = {
  'single-or-citizen-partner': 'Single, or partner is an Australian citizen or permanent resident',
  'skilled-partner': 'Partner under 45 with Competent English and a positive skills assessment',
  'competent-english-partner': 'Partner has Competent English only',
  none: 'None of these',
};

function options<T extends string>(
  labels: Record<T, string>,
  points: Record<T, number>,
): FactorOption<T>[] {
  return (Object.keys(labels) as T[]).map((value) => ({
    value,
    label: labels[value],
    points: points[value],
  }));
}

/** Select options for the calculator form, with the points each scores under a table. */
export function factorOptionsFor(rules: PointsRuleTable) {
  return {
    visa: options(VISA_LABEL, rules.nomination.value),
    english: options(ENGLISH_LABEL, rules.english.value),
    qualification: options(QUALIFICATION_LABEL, rules.qualification.value),
    partner: options(PARTNER_LABEL, rules.partner.value),
  };
}

export const factorOptions = factorOptionsFor(currentRuleTable);
