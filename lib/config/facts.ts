/**
 * Dated official figures shown to applicants outside the visa pages (which carry their own).
 * Every figure has the date it took effect, the date we last checked it, and its source.
 */
export interface DatedFigure {
  /** Amount in Australian dollars. */
  amountAud: number;
  /** What the amount is for, in the applicant's words. */
  label: string;
  /** ISO date the figure took effect. */
  effectiveFrom: string;
  /** ISO date we last checked it against the source. */
  checked: string;
  sourceUrl: string;
}

export const studentLivingCost: DatedFigure = {
  amountAud: 29_710,
  label: 'Living costs for the main student, per year',
  effectiveFrom: '2024-05-10',
  checked: '2026-11-22',
  sourceUrl:
    'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500/genuine-student-requirement',
};

export const pointsTestPassMark = {
  points: 65,
  effectiveFrom: '2018-07-01',
  sourceUrl: 'https://immi.homeaffairs.gov.au/help-support/tools/points-calculator',
} as const;

/** Home Affairs' page for every visa's current charges: where a reader checks the amounts below. */
export const visaPricingUrl =
  'https://immi.homeaffairs.gov.au/visas/getting-a-visa/fees-and-charges/current-visa-pricing';

/**
 * Base visa application charges for the main applicant. They change every 1 July: update the
 * amount, effectiveFrom and checked here and every guide and visa page follows, because content
 * names them as `[[charge:<key>]]` (expanded at build time by lib/content-facts.ts to
 * "AU$2,500 (from 1 July 2026)"). Only amounts we could confirm are here; a guide names no amount
 * for a visa that is missing (the 482 and partner charges of 1 July 2026 were reported only by
 * secondary sources when checked on 26 November 2026).
 */
export const visaCharges = {
  'student-500': {
    amountAud: 2_500,
    label: 'Student visa (subclass 500), main applicant, most applications',
    effectiveFrom: '2026-07-01',
    checked: '2026-11-26',
    sourceUrl: visaPricingUrl,
  },
  'graduate-485': {
    amountAud: 5_750,
    label: 'Temporary Graduate visa (subclass 485), most main applicants',
    effectiveFrom: '2026-07-01',
    checked: '2026-11-26',
    sourceUrl: visaPricingUrl,
  },
  'employer-nomination-186': {
    amountAud: 6_140,
    label: 'Employer Nomination Scheme visa (subclass 186), main applicant',
    effectiveFrom: '2026-07-01',
    checked: '2026-11-26',
    sourceUrl: visaPricingUrl,
  },
} satisfies Record<string, DatedFigure>;

export type VisaChargeKey = keyof typeof visaCharges;

/** "AU$29,710" */
export function formatAud(amount: number): string {
  return `AU$${amount.toLocaleString('en-AU')}`;
}
