/**
 * The one form contract (lib/forms/action-state.ts, components/ui/field.tsx): what a server
 * action answers and what <Field> shows, including the two things the moved forms needed to look
 * as before: no form-level message when the field errors say it all, and one message per field
 * for client-side forms.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { CheckboxField, controlProps, Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { failed, formValues, idle, invalid, ok } from '@/lib/forms/action-state';
import { fieldErrors, firstErrors } from '@/lib/forms/field-errors';
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
  expect(z.flattenError(parsed.error).fieldErrors.dateOfBirth).toEqual([
    'Enter a real date: day, month and year, for example 28 2 1990.',
  ]);
});

test('fieldErrors(): zod 4 flattenError().fieldErrors for any issues, the whole-form ones under _form', () => {
  const wide = z
    .object({
      name: schema.shape.name,
      periods: z.array(z.object({ to: z.string().min(1, 'Give the end.') })),
    })
    .refine(() => false, 'Something about the whole form.');
  const parsed = wide.safeParse({ name: '1', periods: [{ to: '' }, { to: '' }] });
  if (parsed.success) throw new Error('expected a failure');
  const { _form, ...fields } = fieldErrors(parsed.error);
  expect(fields).toEqual(z.flattenError(parsed.error).fieldErrors);
  expect(fields.periods).toEqual(['Give the end.', 'Give the end.']);
  expect(_form).toEqual(z.flattenError(parsed.error).formErrors);
  expect(firstErrors(fields)).toEqual({ name: 'Too short.', periods: 'Give the end.' });
});

test('<FormMessage>: red with role=alert after a failure; a success only when asked', () => {
  const html = (state: Parameters<typeof FormMessage>[0]['state'], showOk?: boolean) =>
    renderToStaticMarkup(createElement(FormMessage, { state, showOk }));
  expect(html(failed('Could not save.'))).toBe(
    '<p role="alert" class="text-destructive text-sm ">Could not save.</p>',
  );
  expect(html(ok('Saved.'))).toBe('');
  expect(html(ok('Saved.'), true)).toBe(
    '<p role="status" class="text-success text-sm ">Saved.</p>',
  );
  expect(html(idle)).toBe('');
  expect(html(failed(undefined, {}, { name: ['No.'] }))).toBe('');
});

test('<CheckboxField>: the box, its sentence, and its messages linked to it', () => {
  const html = renderToStaticMarkup(
    createElement(CheckboxField, { id: 'agree', label: 'I agree.', errors: ['Tick the box.'] }),
  );
  expect(html).toMatch(
    /<input type="checkbox" id="agree" aria-invalid="true" aria-describedby="agree-error"[^>]* name="agree"\/>/,
  );
  expect(html).toContain('<span>I agree.</span>');
  expect(html).toContain(
    '<div id="agree-error" aria-live="polite" class="text-destructive text-sm font-medium"><p>Tick the box.</p></div>',
  );
});
