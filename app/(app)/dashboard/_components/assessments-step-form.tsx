'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import type { StepActionState } from '@/lib/assessments/action-state';
import type { FieldDef } from '@/lib/assessments/forms/kit';
import { AssessmentField } from './assessments-field';

/**
 * One step of an assessment. Works without JavaScript (a plain form post); with it, errors come
 * back without a page load, each next to its field, a summary read out, and every value kept.
 */
export function AssessmentStepForm({
  action,
  fields,
  values,
  submitLabel,
  step,
  children,
}: {
  action: (prev: StepActionState, fd: FormData) => Promise<StepActionState>;
  fields: FieldDef[];
  values: Record<string, unknown>;
  submitLabel: string;
  /** A step of the form: which one, and the fingerprint of the saved copy it was rendered from. */
  step?: { id: string; version: string };
  children?: React.ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, {
    values,
    errors: {},
    version: step?.version,
    at: 0,
  });
  const errors = state.errors;
  const count = Object.keys(errors).filter((k) => !k.includes('.')).length;
  return (
    // Keyed by the attempt so the fields show what was sent back (React resets a form after an action).
    <form key={state.at} action={formAction} noValidate className="space-y-6">
      {step && (
        <>
          <input type="hidden" name="stepId" value={step.id} />
          <input type="hidden" name="version" value={state.version ?? step.version} />
        </>
      )}
      <div role="alert" aria-live="assertive" className="empty:hidden">
        {(count > 0 || state.message) && (
          <div className="border-destructive bg-destructive/5 rounded-md border p-4 text-sm">
            <p className="font-semibold">
              {state.message ?? 'Please check the answers marked below.'}
            </p>
            {count > 0 && (
              <ul className="mt-2 list-disc pl-5">
                {Object.entries(errors)
                  .filter(([k]) => !k.includes('.'))
                  .map(([k, msg]) => (
                    <li key={k}>
                      <a href={`#f-${k}`} className="underline">
                        {fields.find((f) => f.name === k)?.label ?? 'This answer'}
                      </a>
                      : {msg}
                    </li>
                  ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {fields.map((f) => (
        <AssessmentField
          key={f.name}
          field={f}
          value={state.values[f.name]}
          error={errors[f.name]}
        />
      ))}
      {children}
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        {pending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
