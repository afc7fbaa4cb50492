/** A date of birth that does not exist is refused next to the field, not sent to the database's date column. */
import { z } from 'zod';
import { profileSchema } from '@/lib/profiles/schema';

const errorsFor = (dateOfBirth: string) => {
  const r = profileSchema.safeParse({ fullName: 'Test Person', dateOfBirth });
  return r.success ? [] : (z.flattenError(r.error).fieldErrors.dateOfBirth ?? []);
};

test('30 February is not a date; 29 February in a leap year is', () => {
  expect(errorsFor('1990-02-30')).toEqual(['Enter a valid date.']);
  expect(errorsFor('1990-02-31')).toEqual(['Enter a valid date.']);
  expect(errorsFor('1992-02-29')).toEqual([]);
  expect(errorsFor('')).toEqual([]);
});
