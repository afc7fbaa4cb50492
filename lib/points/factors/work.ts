import { bandFor, describeBand, formatYears } from '../bands';
import type { PointsRuleTable } from '../rules/types';
import { WORK_WINDOW_YEARS } from '../constants';
import type { BreakdownRow, PointsInput, Wording } from '../types';

function workRow(
  id: 'overseasWork' | 'australianWork',
  factor: string,
  where: string,
  years: number,
  bands: PointsRuleTable['overseasWork']['value'],
): BreakdownRow {
  const band = bandFor(bands, years);
  // The schema keeps years within 0..10, so a band always exists; 0 is a safe fallback.
  const points = band?.points ?? 0;
  const range = band ? describeBand(band, WORK_WINDOW_YEARS) : 'outside the table';
  const unit = band?.below === 1 ? 'year' : 'years';
  const values = {
    years: Math.round(years * 100) / 100,
    where: id === 'overseasWork' ? 'overseas' : 'australia',
    points,
  };
  const noteWording: Wording = !band
    ? { id: 'note.workNoBand', values }
    : band.below === undefined
      ? { id: 'note.workOpenBand', values: { ...values, min: band.min, top: WORK_WINDOW_YEARS } }
      : { id: 'note.workBand', values: { ...values, min: band.min, below: band.below } };
  return {
    id,
    factor,
    points,
    note: `${formatYears(years)} ${where}: ${range} ${unit} scores ${points}`,
    noteWording,
  };
}

/** Overseas and Australian bands are scored separately, then held to the combined cap. */
export function workRows(rules: PointsRuleTable, input: PointsInput): BreakdownRow[] {
  const overseas = workRow(
    'overseasWork',
    'Skilled work outside Australia',
    'outside Australia',
    input.overseasWorkYears,
    rules.overseasWork.value,
  );
  const australian = workRow(
    'australianWork',
    'Skilled work in Australia',
    'in Australia',
    input.australianWorkYears,
    rules.australianWork.value,
  );
  const cap = rules.workCap.value;
  const combined = overseas.points + australian.points;
  if (combined <= cap) return [overseas, australian];
  return [
    overseas,
    australian,
    {
      id: 'workCap',
      factor: 'Work experience cap',
      points: cap - combined,
      note: `Work outside Australia (${overseas.points}) and in Australia (${australian.points}) add up to ${combined}, but work experience counts for at most ${cap} points, so ${combined - cap} are not counted`,
      noteWording: {
        id: 'note.workCap',
        values: {
          overseas: overseas.points,
          australian: australian.points,
          combined,
          cap,
          excess: combined - cap,
        },
      },
    },
  ];
}
