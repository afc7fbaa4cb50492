import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** An input with its label and its error message next to it. */
export function TextField({
  id,
  label,
  error,
  ...props
}: ComponentProps<'input'> & { id: string; label: string; error?: string }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      <p id={`${id}-error`} aria-live="polite" className="text-destructive min-h-5 text-sm">
        {error}
      </p>
    </div>
  );
}
