/**
 * <SelectField> (components/ui/select-field.tsx): the one select of the admin forms, a <Field>
 * around a <select>. What the moved forms and their specs rely on: the label names the select,
 * the form sends `name`, "Choose…" comes first unless told otherwise, and an error is linked.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { optionsOf, SelectField } from '@/components/ui/select-field';

// SelectField is a plain function (no hooks): called directly, as React would.
const html = (props: Partial<Parameters<typeof SelectField>[0]> = {}) =>
  renderToStaticMarkup(
    SelectField({
      id: 'req-category',
      name: 'category',
      label: 'Document',
      options: optionsOf(['passport', 'other'] as const, { passport: 'Passport', other: 'Other' }),
      defaultValue: '',
      ...props,
    }),
  );

test('the label names the select, which sends `name`, with "Choose…" first', () => {
  const out = html();
  expect(out).toContain('<label for="req-category"');
  expect(out).toMatch(/<select id="req-category" name="category"/);
  expect(out).toMatch(
    /<option value="" selected="">Choose…<\/option><option value="passport">Passport<\/option><option value="other">Other<\/option>/,
  );
  expect(out).not.toContain('aria-invalid');
});

test('an error is shown under the select and linked to it; no placeholder when null', () => {
  const out = html({ errors: 'Choose a document.', placeholder: null, defaultValue: 'other' });
  expect(out).toContain('aria-invalid="true" aria-describedby="req-category-error"');
  expect(out).toContain('<div id="req-category-error" aria-live="polite"');
  expect(out).toContain('<p>Choose a document.</p>');
  expect(out).not.toContain('Choose…');
});

test('the admin look reaches the wrapper, label and error line', () => {
  const out = html({ look: 'admin', errors: ['A.'] });
  expect(out).toMatch(
    /^<div class="space-y-2"><label for="req-category" class="block text-sm font-medium">/,
  );
  expect(out).toContain('class="text-destructive text-sm"><p>A.</p>');
});
