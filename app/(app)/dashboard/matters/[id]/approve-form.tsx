'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/lib/forms/use-action-toast';
import { type ApprovalField, approveMatterAction } from './actions';

/** "I have checked the application and the information is correct." */
export function ApproveForm({ matterId }: { matterId: string }) {
  const [state, act, pending] = useActionState<ActionState<ApprovalField>, FormData>(
    approveMatterAction,
    idle,
  );
  useActionToast(state, { fallback: 'Thank you.' });
  const errors = state.fieldErrors?.confirm;
  return (
    <form action={act} noValidate className="mt-4 space-y-3" data-testid="approve-form">
      <input type="hidden" name="matterId" value={matterId} />
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="confirm"
          className="mt-1 h-5 w-5 shrink-0"
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? 'confirm-error' : undefined}
          defaultChecked={state.values?.confirm === 'on'}
        />
        <span>I have checked the application and the information is correct.</span>
      </label>
      <div id="confirm-error" aria-live="polite" className="text-destructive text-sm font-medium">
        {errors?.map((e) => (
          <p key={e}>{e}</p>
        ))}
        {state.status === 'error' && !errors && state.message && <p>{state.message}</p>}
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? 'Sending…' : 'Approve the application'}
      </Button>
    </form>
  );
}
