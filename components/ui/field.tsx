import type { ComponentProps, ReactNode } from 'react';

/** Every message for a field, or the one message a client-side form keeps per field. */
type Errors = readonly string[] | string | undefined;
const asList = (errors: Errors) =>
  typeof errors === 'string' ? (errors ? [errors] : []) : (errors ?? []);

/**
 * The two looks of a form field, one per surface: `portal` (the site, sign-in and the client's
 * dashboard) and `admin` (the agency's panel: a medium-weight label, a plain error line, 0.5 rem
 * apart). A form does not choose its own; tests/unit/field-looks.test.ts keeps every admin form
 * on `admin` and every other on `portal` (issue 37: there were seven).
 */
export const LOOKS = {
  portal: {
    root: 'space-y-1.5',
    label: 'block text-sm font-semibold',
    error: 'text-destructive text-sm font-medium',
  },
  admin: {
    root: 'space-y-2',
    label: 'block text-sm font-medium',
    error: 'text-destructive text-sm',
  },
} as const;
export type FieldLook = keyof typeof LOOKS;

/**
 * The one form field: label, the control, a hint and every error message, linked for screen
 * readers. Give the control `{...controlProps(id, errors, hint)}` so `aria-invalid` and
 * `aria-describedby` match what is shown here.
 *
 * `look` is the surface's (`LOOKS`): `admin` in the agency's panel, the default elsewhere.
 */
export function Field({
  id,
  label,
  hint,
  errors,
  required,
  optionalText,
  look = 'portal',
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: Errors;
  /** `true` marks the label with *, `false` with "(optional)", unset with neither. */
  required?: boolean;
  /** "(optional)" in the form's language, on a translated page. */
  optionalText?: string;
  look?: FieldLook;
  children: ReactNode;
}) {
  const cls = LOOKS[look];
  return (
    <div className={cls.root}>
      <label htmlFor={id} className={cls.label}>
        {label}
        <RequiredMark required={required} optionalText={optionalText} />
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      <FieldErrors id={id} errors={errors} look={look} />
    </div>
  );
}

/** After a label: `true` marks it with *, `false` with "(optional)", unset with neither. */
export function RequiredMark({
  required,
  optionalText = '(optional)',
}: {
  required?: boolean;
  optionalText?: string;
}) {
  if (required === true)
    return (
      <span aria-hidden="true" className="text-destructive">
        {' '}
        *
      </span>
    );
  if (required === false)
    return <span className="text-muted-foreground font-normal"> {optionalText}</span>;
  return null;
}

/**
 * A field's error line on its own, for controls `<Field>`'s label cannot name (a fieldset with a
 * legend): the same id, live region and one `<p>` per message.
 */
export function FieldErrors({
  id,
  errors,
  look = 'portal',
}: {
  id: string;
  errors?: Errors;
  look?: FieldLook;
}) {
  return (
    <div id={`${id}-error`} aria-live="polite" className={LOOKS[look].error}>
      {asList(errors).map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}

/**
 * A lone tick box with its sentence and error line ("I agree…", "I have checked…"): the box
 * first, the sentence beside it, the messages under both, linked for screen readers.
 */
export function CheckboxField({
  id,
  label,
  hint,
  errors,
  look = 'portal',
  ...input
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: Errors;
  look?: FieldLook;
} & Omit<ComponentProps<'input'>, 'id' | 'type' | 'className'>) {
  return (
    <div className="space-y-1">
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          {...controlProps(id, errors, hint)}
          {...input}
          className="mt-0.5 size-5 shrink-0"
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      <FieldErrors id={id} errors={errors} look={look} />
    </div>
  );
}

/** The attributes a control needs to match its `<Field>`: name, id and the aria links. */
export function controlProps(id: string, errors?: Errors, hint?: unknown) {
  const invalid = asList(errors).length > 0;
  const describedBy = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    name: id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
  };
}
