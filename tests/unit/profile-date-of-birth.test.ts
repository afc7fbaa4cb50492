/** A date of birth that does not exist is refused next to the field, not sent to the database's date column. */
import { z } from 'zod';
import { DOB_PARTS, splitDateOfBirth } from '@/lib/profiles/date-of-birth';
import { profileFormValues, profileSchema } from '@/lib/profiles/schema';

const errorsFor = (dateOfBirth: string) => {
  const r = profileSchema.safeParse({ fullName: 'Test Person', dateOfBirth });
  return r.success ? [] : (z.flattenError(r.error).fieldErrors.dateOfBirth ?? []);
};

test('30 February is not a date; 29 February in a leap year is', () => {
  expect(errorsFor('1990-02-30')).toEqual([
    'Enter a real date: day, month and year, for example 28 2 1990.',
  ]);
  expect(errorsFor('1990-02-31')).toEqual([
    'Enter a real date: day, month and year, for example 28 2 1990.',
  ]);
  expect(errorsFor('1992-02-29')).toEqual([]);
  expect(errorsFor('')).toEqual([]);
});

test('the three boxes join as typed: empty only when all three are empty (an erased date is a choice)', () => {
  const fd = (d: string, m: string, y: string) => {
    const f = new FormData();
    f.set('fullName', 'Test Person');
    f.set(DOB_PARTS.day, d);
    f.set(DOB_PARTS.month, m);
    f.set(DOB_PARTS.year, y);
    return f;
  };
  expect(profileFormValues(fd('3', '7', '1990')).dateOfBirth).toBe('1990-07-03');
  expect(profileFormValues(fd('30', '2', '1990')).dateOfBirth).toBe('1990-02-30');
  expect(profileFormValues(fd('', '', '')).dateOfBirth).toBe('');
  // One box left empty is not "no date": it is refused with the message.
  expect(errorsFor(profileFormValues(fd('', '2', '1990')).dateOfBirth!)).toHaveLength(1);
  expect(splitDateOfBirth('1990-02-30')).toEqual({ day: '30', month: '02', year: '1990' });
});
