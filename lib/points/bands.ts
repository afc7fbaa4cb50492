import type { Band } from './rules/types';

/** The band a value falls in, or undefined when no band covers it (e.g. age 17 or 45). */
export function bandFor(bands: readonly Band[], value: number): Band | undefined {
  return bands.find(
    (band) => value >= band.min && (band.below === undefined || value < band.below),
  );
}

/** "33 to under 40", or "8 to 10" for an open top band capped at `top`. */
export function describeBand(band: Band, top: number): string {
  return band.below === undefined ? `${band.min} to ${top}` : `${band.min} to under ${band.below}`;
}

/** "1 year", "2.9 years": keeps the applicant's own figure, trimmed of float noise. */
export function formatYears(years: number): string {
  const rounded = Math.round(years * 100) / 100;
  return `${rounded} ${rounded === 1 ? 'year' : 'years'}`;
}
