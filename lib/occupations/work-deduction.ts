import type { Occupation } from './types';

/** Points count skilled work only in the 10 years before invitation. */
const POINTS_WINDOW_YEARS = 10;

export interface CountableWorkOptions {
  /** ACS: the degree has an ICT major (otherwise treated as an ICT minor). */
  ictMajor: boolean;
  /** ACS: the degree is closely related to the nominated occupation. Defaults to true. */
  closelyRelated?: boolean;
}

export interface CountableWork {
  /** Years the assessor likely counts, capped at the 10-year points window. */
  years: number;
  /** Years likely kept back before your "skilled" date. */
  deductedYears: number;
  note: string;
}

const DECIDES = 'Your assessment letter decides: use the date it gives, not this estimate.';

/**
 * An estimate of the years of experience an assessor counts as skilled, for the calculator's
 * hint text. It assumes the deducted years are your earliest ones, as ACS applies them.
 */
export function countableWorkYears(
  occupation: Pick<Occupation, 'workDeduction'>,
  totalYears: number,
  options: CountableWorkOptions,
): CountableWork {
  if (!Number.isFinite(totalYears) || totalYears < 0) {
    throw new Error(`Years of experience must be zero or more, got ${totalYears}`);
  }
  const rule = occupation.workDeduction;
  if (rule.kind === 'none-confirmed') {
    return finish(totalYears, 0, rule.note);
  }
  const close = options.closelyRelated ?? true;
  const deducted = options.ictMajor
    ? close
      ? rule.years.majorClose
      : rule.years.majorNotClose
    : close
      ? rule.years.minorClose
      : rule.years.minorNotClose;
  const degree = `${options.ictMajor ? 'an ICT major' : 'an ICT minor'} ${close ? 'closely related' : 'not closely related'} to the occupation`;
  return finish(
    totalYears,
    deducted,
    `With ${degree}, ACS usually keeps back ${deducted} years before your skilled date.`,
  );
}

function finish(totalYears: number, deductedYears: number, why: string): CountableWork {
  const afterDeduction = Math.max(0, totalYears - deductedYears);
  const years = Math.min(afterDeduction, POINTS_WINDOW_YEARS);
  const window =
    afterDeduction > POINTS_WINDOW_YEARS
      ? ` Only the last ${POINTS_WINDOW_YEARS} years before invitation score points.`
      : '';
  return { years, deductedYears, note: `${why}${window} ${DECIDES}` };
}
