import type { ReactNode } from 'react';

/** Every message for a field, or the one message a client-side form keeps per field. */
type Errors = readonly string[] | string | undefined;
const asList = (errors: Errors) =>
  typeof errors === 'string' ? (errors ? [errors] : []) : (errors ?? []);

const LOOK = {
  root: 'space-y-1.5',
  label: 'block text-sm font-semibold',
  error: 'text-destructive text-sm font-medium',
};

/**
 * The one form field: label, the control, a hint and every error message, linked for screen
 * readers. Give the control `{...controlProps(id, errors, hint)}` so `aria-invalid` and
 * `aria-describedby` match what is shown here.
 *
 * `look` replaces (does not merge: no tailwind-merge in client bundles) the wrapper's, label's or
 * error line's classes. It exists so forms that predate this component kept their exact look
 * when they moved onto it (the portal's `PORTAL_LOOK`); new forms use the default.
 */
export function Field({
  id,
  label,
  hint,
  errors,
  required,
  look,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: Errors;
  /** `true` marks the label with *, `false` with "(optional)", unset with neither. */
  required?: boolean;
  look?: Partial<typeof LOOK>;
  children: ReactNode;
}) {
  const cls = { ...LOOK, ...look };
  return (
    <div className={cls.root}>
      <label htmlFor={id} className={cls.label}>
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
      <FieldErrors id={id} errors={errors} className={cls.error} />
    </div>
  );
}

/**
 * A field's error line on its own, for controls `<Field>`'s label cannot name (a fieldset with a
 * legend, a lone tick box): the same id, live region and one `<p>` per message.
 */
export function FieldErrors({
  id,
  errors,
  className = LOOK.error,
}: {
  id: string;
  errors?: Errors;
  className?: string;
}) {
  return (
    <div id={`${id}-error`} aria-live="polite" className={className}>
      {asList(errors).map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}

/** The portal's look (dashboard and sign-in forms): a medium-weight, inline label. */
export const PORTAL_LOOK = {
  label: 'text-sm leading-none font-medium',
  error: 'text-destructive text-sm',
} satisfies Partial<typeof LOOK>;

/** The sign-in pages: the portal's look, with an error line that keeps its height (no jump). */
export const AUTH_LOOK = {
  ...PORTAL_LOOK,
  error: 'text-destructive min-h-5 text-sm',
} satisfies Partial<typeof LOOK>;

/**
 * The admin panel's forms, as they looked before they moved onto `<Field>`: a medium-weight label
 * above the control and a plain error line, stacked 0.5rem apart (notes, reasons, team e-mail).
 * The variants keep the spacing each admin layout had, so nothing moved by a pixel.
 */
export const ADMIN_LOOK = {
  root: 'space-y-2',
  label: 'block text-sm font-medium',
  error: 'text-destructive text-sm',
} satisfies Partial<typeof LOOK>;
/** Fields side by side in a grid (a document request): tighter, the label inline. */
export const ADMIN_GRID_LOOK = { ...ADMIN_LOOK, root: 'space-y-1', label: 'text-sm font-medium' };
/** A select next to its button on one line (a lead's status and assignee). */
export const ADMIN_INLINE_LOOK = { ...ADMIN_LOOK, root: 'text-sm', label: 'block font-medium' };
/** The agent's long answers on an assessment: body-size text under a bold label. */
export const ADMIN_PROSE_LOOK = { ...ADMIN_LOOK, root: '', label: 'block font-semibold' };

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
