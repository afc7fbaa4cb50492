/**
 * A date typed as three boxes (day, month, year), not the browser's date field: on an impossible
 * date such as 30/02 that field posts an empty value, which read as "no date" and erased the
 * saved one (issue 38). With three boxes the server sees what was typed, so an empty post means
 * the person emptied the boxes, and a bad date comes back as typed with its message.
 *
 * The boxes of a field `x` are posted as `xDay`, `xMonth` and `xYear`; `formValues` and
 * `formObject` (./action-state) and the assessment steps join them into `x` ("year-month-day"),
 * so every form and action reads one value. Browser-safe (no zod).
 */
export const DATE_PARTS = ['day', 'month', 'year'] as const;
export type DatePart = (typeof DATE_PARTS)[number];

/** The posted name of one box of field `name`: `dateOfBirth` → `dateOfBirthDay`. */
export function datePartName(name: string, part: DatePart): string {
  return `${name}${part[0]!.toUpperCase()}${part.slice(1)}`;
}

/** What the boxes held, as one "year-month-day" string (zero-padded when they are numbers). */
export function joinDateParts(day: string, month: string, year: string): string {
  const [d, m, y] = [day, month, year].map((s) => s.trim().replaceAll('-', ''));
  if (!d && !m && !y) return '';
  const pad = (s: string) => (/^\d$/.test(s) ? `0${s}` : s);
  return `${y}-${pad(m!)}-${pad(d!)}`;
}

/** The three boxes of a saved or typed "year-month-day" (empty boxes for none). */
export function splitDate(value: string | null | undefined): Record<DatePart, string> {
  const [year = '', month = '', day = ''] = (value ?? '').split('-');
  return { day, month, year };
}

/** Field `name` as its boxes posted it, joined; undefined when the form had no boxes for it. */
export function readDateParts(formData: FormData, name: string): string | undefined {
  const names = DATE_PARTS.map((p) => datePartName(name, p));
  if (!names.some((n) => formData.has(n))) return undefined;
  const [d, m, y] = names.map((n) => {
    const v = formData.get(n);
    return typeof v === 'string' ? v : '';
  });
  return joinDateParts(d!, m!, y!);
}
