/**
 * Dates typed as three boxes (lib/forms/date-parts.ts): a date that does not exist is refused
 * next to the field, never read as "no date" (which erased a saved one), in the profile, the
 * assessment steps and the agent's family-member form.
 */
import { z } from 'zod';
import { formObject } from '@/lib/forms/action-state';
import { datePartName, splitDate } from '@/lib/forms/date-parts';
import { assessmentForms, valuesFromFormData } from '@/lib/assessments/forms';
import { memberSchema } from '@/lib/matters/member-schemas';
import { profileFormValues, profileSchema } from '@/lib/profiles/schema';

const boxes = (f: FormData, name: string, d: string, m: string, y: string) => {
  f.set(datePartName(name, 'day'), d);
  f.set(datePartName(name, 'month'), m);
  f.set(datePartName(name, 'year'), y);
  return f;
};

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
    return boxes(f, 'dateOfBirth', d, m, y);
  };
  expect(profileFormValues(fd('3', '7', '1990')).dateOfBirth).toBe('1990-07-03');
  expect(profileFormValues(fd('30', '2', '1990')).dateOfBirth).toBe('1990-02-30');
  expect(profileFormValues(fd('', '', '')).dateOfBirth).toBe('');
  // One box left empty is not "no date": it is refused with the message.
  expect(errorsFor(profileFormValues(fd('', '2', '1990')).dateOfBirth!)).toHaveLength(1);
  expect(splitDate('1990-02-30')).toEqual({ day: '30', month: '02', year: '1990' });
});

test('an assessment step reads its date boxes as typed, and refuses 30 February', () => {
  const about = assessmentForms['permanent-residency'].steps.find((s) => s.id === 'about')!;
  const values = valuesFromFormData(about, boxes(new FormData(), 'dateOfBirth', '30', '2', '1990'));
  expect(values.dateOfBirth).toBe('1990-02-30');
  expect(valuesFromFormData(about, new FormData()).dateOfBirth).toBeUndefined();
});

test('the agent’s member form: boxes joined, an impossible date refused, empty boxes clear it', () => {
  const form = (d: string, m: string, y: string) => {
    const f = new FormData();
    f.set('matterId', '0c6a3e4e-0000-4000-8000-000000000001');
    f.set('role', 'partner');
    f.set('fullName', 'Ayesha Khan');
    boxes(f, 'passportExpiresOn', '', '', '');
    return boxes(f, 'dateOfBirth', d, m, y);
  };
  const ok = memberSchema.safeParse(formObject(form('11', '4', '1992')));
  expect(ok.success && ok.data.dateOfBirth).toBe('1992-04-11');
  expect(ok.success && ok.data.passportExpiresOn).toBeUndefined();
  expect(formObject(form('11', '4', '1992'))).not.toHaveProperty('dateOfBirthDay');
  for (const bad of [form('31', '6', '1992'), form('30', '2', '1992'), form('', '4', '1992')]) {
    const r = memberSchema.safeParse(formObject(bad));
    expect(r.success).toBe(false);
    expect(r.success || z.flattenError(r.error).fieldErrors.dateOfBirth).toEqual([
      'Enter a real date of birth: day, month and year.',
    ]);
  }
  expect(memberSchema.safeParse(formObject(form('', '', ''))).success).toBe(true);
});
