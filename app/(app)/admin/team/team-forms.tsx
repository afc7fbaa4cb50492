'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { controlProps, Field } from '@/components/ui/field';
import { idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { grantRoleAction, revokeRoleAction, saveRegistrationAction } from './actions';

export function GrantForm() {
  const [state, action, pending] = useActionState(grantRoleAction, idle);
  useActionToast(state);
  const error = state.fieldErrors?.email?.[0];
  return (
    <form action={action} noValidate className="space-y-2" aria-label="Grant the agent role">
      <Field id="grant-email" label="E-mail of an existing account" errors={error} look="admin">
        <div className="flex flex-wrap gap-2">
          <input
            {...controlProps('grant-email', error)}
            name="email"
            type="email"
            autoComplete="off"
            required
            key={state.status === 'ok' ? state.at : 'keep'}
            defaultValue={state.status === 'ok' ? '' : state.values?.email}
            className="border-input bg-background h-10 w-72 max-w-full rounded-md border px-3 text-sm"
          />
          <Button type="submit" disabled={pending}>
            {pending ? 'Granting…' : 'Make agent'}
          </Button>
        </div>
      </Field>
    </form>
  );
}

export function RevokeForm({
  userId,
  label,
  self,
}: {
  userId: string;
  label: string;
  self: boolean;
}) {
  const [state, action, pending] = useActionState(revokeRoleAction, idle);
  useActionToast(state);
  const confirm = state.fieldErrors?.confirmSelf?.[0];
  return (
    <form action={action} className="flex flex-col items-end gap-1">
      <input type="hidden" name="userId" value={userId} />
      {confirm && <input type="hidden" name="confirmSelf" value="yes" />}
      {/* The refusal asks to press again: a sentence about the whole form, not a field. */}
      {confirm && (
        <FormMessage
          state={{ status: 'error', message: confirm }}
          className="max-w-xs text-right"
        />
      )}
      <Button
        type="submit"
        size="sm"
        variant={confirm ? 'destructive' : 'outline'}
        disabled={pending}
        aria-label={`Revoke the agent role of ${label}`}
      >
        {confirm ? 'Yes, revoke my own role' : self ? 'Revoke (you)' : 'Revoke'}
      </Button>
    </form>
  );
}

/** The agent's own name and MARN; what they typed stays on an error. */
export function RegistrationForm({
  initial,
}: {
  initial: { registeredName: string; marn: string } | undefined;
}) {
  const [state, action, pending] = useActionState(saveRegistrationAction, idle);
  useActionToast(state);
  const value = (k: 'registeredName' | 'marn') =>
    (state.status === 'ok' ? undefined : state.values?.[k]) ?? initial?.[k] ?? '';
  const err = (k: 'registeredName' | 'marn') => state.fieldErrors?.[k];
  return (
    <form
      action={action}
      noValidate
      className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      data-testid="registration-form"
    >
      <Field
        id="reg-name"
        label="Your name as on the register"
        required
        errors={err('registeredName')}
        look="admin"
      >
        <input
          {...controlProps('reg-name', err('registeredName'), true)}
          name="registeredName"
          autoComplete="name"
          defaultValue={value('registeredName')}
          key={`n${state.at}`}
          className="border-input bg-background h-10 w-full rounded-md border px-3 text-sm"
        />
      </Field>
      <Field id="reg-marn" label="Your MARN" required errors={err('marn')} look="admin">
        <input
          {...controlProps('reg-marn', err('marn'), true)}
          name="marn"
          inputMode="numeric"
          maxLength={7}
          autoComplete="off"
          defaultValue={value('marn')}
          key={`m${state.at}`}
          className="border-input bg-background h-10 w-full rounded-md border px-3 text-sm"
        />
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
