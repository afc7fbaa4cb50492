/**
 * The date of birth as three boxes (day, month, year), not the browser's date field: on an
 * impossible date such as 30/02 that field posts an empty value, which read as "no date of
 * birth" and erased the saved one. With three boxes the server sees what was typed, so an
 * empty post means the person emptied the boxes, and a bad date comes back as typed with its
 * message. Browser-safe (no zod): the form splits; the actions join (profileFormValues in ./schema).
 */
export const DOB_PARTS = {
  day: 'dateOfBirthDay',
  month: 'dateOfBirthMonth',
  year: 'dateOfBirthYear',
} as const;

/** What the boxes held, as one "year-month-day" string (zero-padded when they are numbers). */
export function joinDateOfBirth(day: string, month: string, year: string): string {
  const [d, m, y] = [day, month, year].map((s) => s.trim().replaceAll('-', ''));
  if (!d && !m && !y) return '';
  const pad = (s: string) => (/^\d$/.test(s) ? `0${s}` : s);
  return `${y}-${pad(m!)}-${pad(d!)}`;
}

/** The three boxes of a saved or typed "year-month-day" (empty boxes for none). */
export function splitDateOfBirth(value: string | undefined): {
  day: string;
  month: string;
  year: string;
} {
  const [year = '', month = '', day = ''] = (value ?? '').split('-');
  return { day, month, year };
}
