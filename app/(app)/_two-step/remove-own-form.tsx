'use client';

import { useActionState } from 'react';
import { CodeInput } from '@/components/auth/code-input';
import { Button } from '@/components/ui/button';
import { Field, controlProps } from '@/components/ui/field';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { removeOwnFactorAction } from './actions';

/** Removing one's own authenticator takes a current code from it: proof, now, that it is you. */
export function RemoveOwnForm({ factorId }: { factorId: string }) {
  const [state, action, pending] = useActionState<ActionState<'factorId' | 'code'>, FormData>(
    removeOwnFactorAction,
    idle,
  );
  useActionToast(state, { fallback: 'Your authenticator app was removed.' });
  const errors = state.fieldErrors?.code;
  const id = `remove-code-${factorId}`;
  return (
    <form action={action} className="max-w-xs space-y-3" noValidate>
      <input type="hidden" name="factorId" value={factorId} />
      <Field
        id={id}
        label="Code from the app, to remove it"
        errors={errors}
        hint="Without an authenticator, your password alone signs you in."
      >
        <CodeInput
          {...controlProps(id, errors, true)}
          name="code"
          key={state.at}
          defaultValue={state.values?.code ?? ''}
        />
      </Field>
      <Button type="submit" variant="outline" disabled={pending}>
        Remove authenticator
      </Button>
    </form>
  );
}
