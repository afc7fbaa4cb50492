import type { ReactNode } from 'react';

/**
 * The one form field: label, the control, a hint and every error message, linked for screen
 * readers. Give the control `{...controlProps(id, errors, hint)}` so `aria-invalid` and
 * `aria-describedby` match what is shown here.
 */
export function Field({
  id,
  label,
  hint,
  errors,
  required,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[];
  /** `true` marks the label with *, `false` with "(optional)", unset with neither. */
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {required === true && (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        )}
        {required === false && (
          <span className="text-muted-foreground font-normal"> (optional)</span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      <div id={`${id}-error`} aria-live="polite" className="text-destructive text-sm font-medium">
        {errors?.map((e) => (
          <p key={e}>{e}</p>
        ))}
      </div>
    </div>
  );
}

/** The attributes a control needs to match its `<Field>`: name, id and the aria links. */
export function controlProps(id: string, errors?: readonly string[], hint?: unknown) {
  const invalid = Boolean(errors?.length);
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
