/**
 * The one form contract (lib/forms/action-state.ts, components/ui/field.tsx): what a server
 * action answers and what <Field> shows, including the two things the moved forms needed to look
 * as before: no form-level message when the field errors say it all, and one message per field
 * for client-side forms.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { controlProps, Field } from '@/components/ui/field';
import { failed, formValues, invalid, ok } from '@/lib/forms/action-state';
import { profileSchema } from '@/lib/profiles/schema';

const schema = z.object({
  name: z
    .string()
    .min(2, 'Too short.')
    .regex(/^[a-z]+$/, 'Letters.'),
});

test('invalid(): every message per field, the typed values, a form message unless null', () => {
  const parsed = schema.safeParse({ name: '1' });
  if (parsed.success) throw new Error('expected a failure');
  const state = invalid(parsed.error, { name: '1' });
  expect(state).toMatchObject({
    status: 'error',
    message: 'Please check the highlighted fields.',
    fieldErrors: { name: ['Too short.', 'Letters.'] },
    values: { name: '1' },
  });
  expect(state.at).toEqual(expect.any(Number));
  expect(invalid(parsed.error, { name: '1' }, null).message).toBeUndefined();
});

test('ok() and failed() carry a fresh `at`, so a toast fires once per answer', () => {
  expect(ok('Saved.')).toMatchObject({ status: 'ok', message: 'Saved.' });
  expect(failed(undefined, {}, { name: ['No.'] })).toMatchObject({
    status: 'error',
    message: undefined,
    fieldErrors: { name: ['No.'] },
  });
});

test('formValues(): only the named text fields', () => {
  const fd = new FormData();
  fd.set('name', 'Priya');
  fd.set('other', 'x');
  expect(formValues(fd, ['name', 'missing'])).toEqual({ name: 'Priya' });
});

test('<Field> shows a list or a single message, and controlProps links to it', () => {
  // Field is a plain function (no hooks): called directly, as React would.
  const html = (errors?: string[] | string) =>
    renderToStaticMarkup(
      Field({ id: 'name', label: 'Name', errors, children: createElement('input') }),
    );
  expect(html(['A.', 'B.'])).toContain('<div id="name-error" aria-live="polite"');
  expect(html(['A.', 'B.'])).toContain('<p>A.</p><p>B.</p>');
  expect(html('A.')).toContain('<p>A.</p>');
  expect(html('')).not.toContain('<p>');
  expect(controlProps('name', 'A.')).toMatchObject({
    'aria-invalid': true,
    'aria-describedby': 'name-error',
  });
  expect(controlProps('name', '', true)).toEqual({
    id: 'name',
    name: 'name',
    'aria-invalid': undefined,
    'aria-describedby': 'name-hint',
  });
});

test('a date of birth that is not a date says only that (as the profile form always showed)', () => {
  const parsed = profileSchema.safeParse({
    fullName: 'Priya Sharma',
    phone: '',
    country: '',
    citizenship: '',
    dateOfBirth: 'abc',
    preferredContact: '',
  });
  if (parsed.success) throw new Error('expected a failure');
  expect(z.flattenError(parsed.error).fieldErrors.dateOfBirth).toEqual(['Enter a valid date.']);
});
