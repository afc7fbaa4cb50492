import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

/** A label, the control, a hint and the field's error (announced, and linked by aria-describedby). */
export function Field(props: {
  id: string;
  label: string;
  hint?: string;
  error?: string[];
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
      {props.hint && (
        <p id={`${props.id}-hint`} className="text-muted-foreground text-xs">
          {props.hint}
        </p>
      )}
      <p id={`${props.id}-error`} aria-live="polite" className="text-destructive text-sm">
        {props.error?.[0]}
      </p>
    </div>
  );
}
