/** Answers in words, for the review page and the agent's view. */
import { isValidIsoDate } from '@/lib/time/calendar';
import { formatCalendarDate, formatCalendarMonth } from '@/lib/time/format';
import type { FieldDef } from './forms/kit';

/** "12 April 1996" for a full date; anything else (a half-typed draft value) as typed. */
const day = (v: string) => (isValidIsoDate(v) ? formatCalendarDate(v, { month: 'long' }) : v);

export function displayValue(field: FieldDef, value: unknown): string {
  if (value === undefined || value === null || value === '') return 'Not answered';
  const label = (v: string) => field.options?.find((o) => o.value === v)?.label ?? v;
  switch (field.kind) {
    case 'checkbox':
      return value === true ? 'Yes' : 'No';
    case 'checkboxes':
      return Array.isArray(value) && value.length
        ? value.map(String).map(label).join(', ')
        : 'None chosen';
    case 'periods': {
      const list = Array.isArray(value) ? (value as { from: string; to?: string }[]) : [];
      return list.length
        ? list.map((p) => `${day(p.from)} to ${p.to ? day(p.to) : 'now'}`).join('; ')
        : 'None';
    }
    case 'scores': {
      const s = value as Record<string, string>;
      return `Listening ${s.listening}, Reading ${s.reading}, Writing ${s.writing}, Speaking ${s.speaking}`;
    }
    case 'select':
    case 'radio':
      return label(String(value));
    case 'date':
      return day(String(value));
    case 'month':
      return formatCalendarMonth(String(value));
    case 'number':
      return typeof value === 'number' ? value.toLocaleString('en-AU') : String(value);
    default:
      return String(value);
  }
}

/** JSON with object keys sorted: jsonb does not keep key order, so compare results this way. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}

/**
 * Hosts a result may link to: Home Affairs and the Federal Register of Legislation, the sources
 * lib/points and lib/config/facts.ts cite. A stored result is data, so anything else it names is
 * shown as text, never as a link.
 */
const OFFICIAL_HOSTS = new Set([
  'immi.homeaffairs.gov.au',
  'homeaffairs.gov.au',
  'www.homeaffairs.gov.au',
  'legislation.gov.au',
  'www.legislation.gov.au',
]);

/** The URL when it is https on an official host (no port, no user), else null. */
export function officialUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const plain = url.protocol === 'https:' && !url.port && !url.username && !url.password;
  return plain && OFFICIAL_HOSTS.has(url.hostname) ? url.href : null;
}

/** One of our own visa pages ("/visas/tss-482"), else null. */
export const visaPagePath = (value: unknown): string | null =>
  typeof value === 'string' && /^\/visas\/[a-z0-9-]+$/.test(value) ? value : null;
