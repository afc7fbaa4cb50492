'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { type ApprovalField, approveMatterAction } from './actions';

/** "I have checked the application and the information is correct." */
export function ApproveForm({ matterId, documentId }: { matterId: string; documentId: string }) {
  const [state, act, pending] = useActionState<ActionState<ApprovalField>, FormData>(
    approveMatterAction,
    idle,
  );
  useActionToast(state, { fallback: 'Thank you.' });
  const errors = state.fieldErrors?.confirm;
  return (
    <form action={act} noValidate className="mt-4 space-y-3" data-testid="approve-form">
      <input type="hidden" name="matterId" value={matterId} />
      <input type="hidden" name="documentId" value={documentId} />
      <CheckboxField
        id="confirm"
        label="I have checked the application and the information is correct."
        errors={errors}
        defaultChecked={state.values?.confirm === 'on'}
      />
      {!errors && <FormMessage state={state} />}
      <Button type="submit" disabled={pending}>
        {pending ? 'Sending…' : 'Approve the application'}
      </Button>
    </form>
  );
}
