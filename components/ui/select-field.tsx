import type { ComponentProps, ReactNode } from 'react';
import { controlProps, Field } from './field';

/** The admin panel's select: full width, as tall as `<Input>`. */
const SELECT_CLASS = 'border-input bg-background h-11 w-full rounded-md border px-3';

type SelectFieldProps = Omit<ComponentProps<typeof Field>, 'children'> &
  Omit<ComponentProps<'select'>, 'id' | 'children'> & {
    options: readonly { value: string; label: ReactNode }[];
    placeholder?: string | null;
  };

/**
 * A `<Field>` whose control is a `<select>` of `options`, with "Choose…" first (value "") unless
 * `placeholder` is `null`. `id` names the field (label, error ids); `name` is what the form sends
 * when it differs. Everything else (defaultValue, value/onChange, key, className) goes to the select.
 */
export function SelectField(props: SelectFieldProps) {
  const { options, placeholder = 'Choose…', className = SELECT_CLASS, ...rest } = props;
  const { id, label, hint, errors, required, look, ...select } = rest;
  return (
    <Field id={id} label={label} hint={hint} errors={errors} required={required} look={look}>
      <select {...controlProps(id, errors, hint)} className={className} {...select}>
        {placeholder !== null && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Options from a list of values and their labels (`MATTER_OUTCOMES`, `OUTCOME_LABELS`). */
export const optionsOf = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
