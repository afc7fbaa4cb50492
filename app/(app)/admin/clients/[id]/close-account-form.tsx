'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { closeClientAccountAction } from './close-account-action';

export function CloseClientAccountForm({ clientId }: { clientId: string }) {
  const [state, action, pending] = useActionState<ActionState<'confirm' | 'clientId'>, FormData>(
    closeClientAccountAction,
    idle,
  );
  useActionToast(state);
  const errors = state.fieldErrors?.confirm;
  const hint = 'Type the client’s e-mail address to confirm.';
  return (
    <form action={action} className="space-y-3" noValidate>
      <input type="hidden" name="clientId" value={clientId} />
      <Field
        id="confirm"
        label="Client’s e-mail address"
        hint={hint}
        errors={errors}
        required
        look="admin"
      >
        <Input
          {...controlProps('confirm', errors, hint)}
          type="email"
          autoComplete="off"
          defaultValue={state.values?.confirm ?? ''}
        />
      </Field>
      <Button type="submit" variant="destructive" size="sm" disabled={pending}>
        {pending ? 'Closing…' : 'Close account'}
      </Button>
    </form>
  );
}
