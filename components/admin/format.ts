/** Dates in the agency's time zone, the way every admin page shows them. */
export const sydney = (d: Date | null | undefined) =>
  d
    ? d.toLocaleString('en-AU', {
        timeZone: 'Australia/Sydney',
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : '';
