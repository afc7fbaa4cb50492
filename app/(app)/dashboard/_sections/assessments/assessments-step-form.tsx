'use client';

import { useActionState, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { FieldDef } from '@/lib/assessments/forms/kit';
import { CLEAR_SENSITIVE, type StepState } from '@/lib/assessments/forms/step-state';
import { idle } from '@/lib/forms/action-state';
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
  action: (prev: StepState, fd: FormData) => Promise<StepState>;
  fields: FieldDef[];
  values: Record<string, unknown>;
  submitLabel: string;
  /** A step of the form: which one, and the fingerprint of the saved copy it was rendered from. */
  step?: { id: string; version: string };
  children?: React.ReactNode;
}) {
  const initial: StepState = { ...idle, values, version: step?.version };
  const [state, formAction, pending] = useActionState(action, initial);
  const errors = Object.entries(state.fieldErrors ?? {});
  // Typed but not saved: a reload or leaving the page asks first (it dropped what was typed).
  const dirty = useRef(false);
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (dirty.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  return (
    // Keyed by the attempt so the fields show what was sent back (React resets a form after an action).
    <form
      key={state.at}
      action={formAction}
      noValidate
      className="space-y-6"
      onInput={() => (dirty.current = true)}
      onSubmit={() => (dirty.current = false)}
    >
      {step && (
        <>
          <input type="hidden" name="stepId" value={step.id} />
          <input type="hidden" name="version" value={state.version ?? step.version} />
        </>
      )}
      <div role="alert" aria-live="assertive" className="empty:hidden">
        {(errors.length > 0 || state.message) && (
          <div className="border-destructive bg-destructive/5 rounded-md border p-4 text-sm">
            <p className="font-semibold">
              {state.message ?? 'Please check the answers marked below.'}
            </p>
            {errors.length > 0 && (
              <ul className="mt-2 list-disc pl-5">
                {errors.map(([k, messages]) => (
                  <li key={k}>
                    <a href={`#f-${k}`} className="underline">
                      {fields.find((f) => f.name === k)?.label ?? 'This answer'}
                    </a>
                    : {messages?.join(' ')}
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
          value={state.values?.[f.name]}
          errors={state.fieldErrors?.[f.name]}
        />
      ))}
      {children}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? 'Saving…' : submitLabel}
        </Button>
        {state.fieldErrors?.consentSensitive && (
          <Button
            type="submit"
            name="intent"
            value={CLEAR_SENSITIVE}
            variant="outline"
            disabled={pending}
            className="w-full sm:w-auto"
          >
            Clear my health and character answers
          </Button>
        )}
      </div>
    </form>
  );
}
