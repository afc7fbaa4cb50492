import { CheckboxField, controlProps, Field, FieldErrors, LOOKS } from '@/components/ui/field';
import type { FieldDef } from '@/lib/assessments/forms/kit';
import { cn } from '@/lib/utils';
import { DateBoxes } from '@/components/ui/date-boxes';

/**
 * One assessment question, rendered from its description; labelled, hinted, errors under it.
 * Single controls go through `<Field>`; groups (a fieldset with a legend, which `<Field>`'s label
 * cannot be) and the lone tick box show theirs with `<FieldErrors>`, `<Field>`'s own error line.
 */
export function AssessmentField({
  field,
  value,
  errors = [],
}: {
  field: FieldDef;
  value: unknown;
  /** The question's messages (`fieldErrors` of the form's `StepState`). */
  errors?: string[];
}) {
  const id = `f-${field.name}`;
  const describedBy = [field.hint && `${id}-hint`, `${id}-error`].filter(Boolean).join(' ');
  const invalid = errors.length > 0 ? true : undefined;
  const input = cn(
    'border-input bg-background w-full rounded-md border px-3 py-2 text-base',
    invalid && 'border-destructive',
  );
  const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  const hint = field.hint && (
    <p id={`${id}-hint`} className="text-muted-foreground text-sm">
      {field.hint}
    </p>
  );
  const errorLine = <FieldErrors id={id} errors={errors} />;
  const label = (
    <>
      {field.label}
      {field.optional && <span className="text-muted-foreground font-normal"> (optional)</span>}
    </>
  );

  if (field.kind === 'checkbox')
    return (
      <CheckboxField
        id={id}
        name={field.name}
        label={field.label}
        hint={field.hint}
        errors={errors}
        defaultChecked={value === true}
      />
    );

  if (field.kind === 'radio' || field.kind === 'checkboxes') {
    const chosen = Array.isArray(value) ? value.map(String) : [str(value)];
    return (
      <fieldset className="space-y-2" aria-describedby={describedBy} aria-invalid={invalid}>
        <legend className={LOOKS.portal.label}>{label}</legend>
        {hint}
        {field.options?.map((o, i) => (
          <label key={o.value} className="flex items-start gap-3">
            <input
              type={field.kind === 'radio' ? 'radio' : 'checkbox'}
              id={i === 0 ? id : undefined}
              name={field.name}
              value={o.value}
              defaultChecked={chosen.includes(o.value)}
              className="mt-1 size-5 shrink-0"
            />
            <span>{o.label}</span>
          </label>
        ))}
        {errorLine}
      </fieldset>
    );
  }

  if (field.kind === 'periods') {
    const list = Array.isArray(value) ? (value as { from?: string; to?: string }[]) : [];
    const rows = Math.min(6, Math.max(2, list.length + 1));
    return (
      <fieldset className="space-y-3" aria-describedby={describedBy} aria-invalid={invalid}>
        <legend className={LOOKS.portal.label}>{label}</legend>
        {hint}
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="grid grid-cols-2 gap-3">
            <label className="text-sm">
              Period {i + 1}: from
              <input
                type="date"
                id={i === 0 ? id : undefined}
                name={`${field.name}.${i}.from`}
                defaultValue={str(list[i]?.from)}
                className={input}
              />
            </label>
            <label className="text-sm">
              to (empty if still working)
              <input
                type="date"
                name={`${field.name}.${i}.to`}
                defaultValue={str(list[i]?.to)}
                className={input}
              />
            </label>
          </div>
        ))}
        {errorLine}
      </fieldset>
    );
  }

  if (field.kind === 'scores') {
    const s = (value ?? {}) as Record<string, string>;
    return (
      <fieldset aria-describedby={describedBy} aria-invalid={invalid}>
        <legend className={LOOKS.portal.label}>{label}</legend>
        {hint}
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(['listening', 'reading', 'writing', 'speaking'] as const).map((skill, i) => (
            <label key={skill} className="text-sm capitalize">
              {skill}
              <input
                id={i === 0 ? id : undefined}
                name={`${field.name}.${skill}`}
                defaultValue={str(s[skill])}
                inputMode="decimal"
                className={input}
              />
            </label>
          ))}
        </div>
        {errorLine}
      </fieldset>
    );
  }

  if (field.kind === 'date')
    return (
      <DateBoxes
        id={id}
        name={field.name}
        label={field.label}
        required={field.optional ? false : undefined}
        hint={field.hint}
        value={str(value)}
        errors={errors}
        birthday={field.name === 'dateOfBirth'}
      />
    );

  // Questions put the hint above the control, so it is rendered here rather than as Field's hint.
  const common = {
    ...controlProps(id, errors, field.hint),
    name: field.name,
    className: input,
  };
  return (
    <Field
      id={id}
      label={field.label}
      required={field.optional ? false : undefined}
      errors={errors}
    >
      {hint}
      {field.kind === 'textarea' ? (
        <textarea {...common} rows={4} defaultValue={str(value)} />
      ) : field.kind === 'select' ? (
        <select {...common} defaultValue={str(value)}>
          <option value="">Choose…</option>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <>
          <input
            {...common}
            type={field.kind === 'month' ? 'month' : 'text'}
            inputMode={field.kind === 'number' ? 'decimal' : undefined}
            defaultValue={str(value)}
            list={field.suggestions ? `${id}-list` : undefined}
            autoComplete="off"
          />
          {field.suggestions && (
            <datalist id={`${id}-list`}>
              {field.suggestions.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          )}
        </>
      )}
    </Field>
  );
}
