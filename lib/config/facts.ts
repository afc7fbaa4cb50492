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

/** "AU$29,710" */
export function formatAud(amount: number): string {
  return `AU$${amount.toLocaleString('en-AU')}`;
}
