import type { ReactNode } from 'react';
import { FieldErrors, type FieldLook, LOOKS, RequiredMark } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DATE_PARTS, datePartName, splitDate } from '@/lib/forms/date-parts';

const PART_LABELS = { day: 'Day', month: 'Month', year: 'Year' } as const;

/**
 * A date as three boxes (lib/forms/date-parts.ts says why not the browser's date field). Posts
 * `<name>Day`, `<name>Month` and `<name>Year`; the actions read them joined as `<name>`. `value`
 * is the saved "year-month-day" or what was typed and refused, shown as typed.
 */
export function DateBoxes({
  id,
  name,
  label,
  value,
  errors,
  hint,
  look = 'portal',
  required,
  birthday = false,
}: {
  id: string;
  name: string;
  label: ReactNode;
  value: string | null | undefined;
  errors?: string[];
  /** Shown under the legend, above the boxes. */
  hint?: ReactNode;
  look?: FieldLook;
  /** As `<Field>`'s: `true` marks the legend with *, `false` with "(optional)". */
  required?: boolean;
  /** The browser may offer the person's own birthday (autocomplete bday-*). */
  birthday?: boolean;
}) {
  const parts = splitDate(value);
  const invalid = errors && errors.length > 0 ? true : undefined;
  const describedBy = [hint && `${id}-hint`, invalid && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset className={LOOKS[look].root} aria-describedby={describedBy || undefined}>
      <legend className={LOOKS[look].label}>
        {label}
        <RequiredMark required={required} />
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {hint}
        </p>
      )}
      <div className="grid grid-cols-[1fr_1fr_1.5fr] gap-2">
        {DATE_PARTS.map((part) => (
          <label key={part} className="text-sm">
            {PART_LABELS[part]}
            <Input
              id={part === 'day' ? id : undefined}
              name={datePartName(name, part)}
              inputMode="numeric"
              autoComplete={birthday ? `bday-${part}` : 'off'}
              maxLength={part === 'year' ? 4 : 2}
              defaultValue={parts[part]}
              aria-invalid={invalid}
              className="mt-1"
            />
          </label>
        ))}
      </div>
      <FieldErrors id={id} errors={errors} look={look} />
    </fieldset>
  );
}
