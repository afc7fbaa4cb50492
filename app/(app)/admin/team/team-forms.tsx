'use client';

import { useActionState, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/sonner';
import { grantRoleAction, revokeRoleAction, type TeamState } from './actions';

function useToast(state: TeamState) {
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!state.at || state.at === seen.current) return;
    seen.current = state.at;
    if (state.ok && state.message) notify(state.message);
    else if (state.message && !state.confirmSelf) notify(state.message, { variant: 'destructive' });
  }, [state]);
}

export function GrantForm() {
  const [state, action, pending] = useActionState(grantRoleAction, {});
  useToast(state);
  const error = state.fieldErrors?.email?.[0];
  return (
    <form action={action} noValidate className="space-y-2" aria-label="Grant the agent role">
      <label htmlFor="grant-email" className="block text-sm font-medium">
        E-mail of an existing account
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="grant-email"
          name="email"
          type="email"
          autoComplete="off"
          required
          key={state.ok ? state.at : 'keep'}
          defaultValue={state.ok ? '' : state.values?.email}
          className="border-input bg-background h-10 w-72 max-w-full rounded-md border px-3 text-sm"
          aria-invalid={error ? true : undefined}
          aria-describedby="grant-email-error"
        />
        <Button type="submit" disabled={pending}>
          {pending ? 'Granting…' : 'Make agent'}
        </Button>
      </div>
      <p id="grant-email-error" aria-live="polite" className="text-destructive text-sm">
        {error}
      </p>
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
  const [state, action, pending] = useActionState(revokeRoleAction, {});
  useToast(state);
  return (
    <form action={action} className="flex flex-col items-end gap-1">
      <input type="hidden" name="userId" value={userId} />
      {state.confirmSelf && <input type="hidden" name="confirmSelf" value="yes" />}
      {state.confirmSelf && (
        <p role="alert" className="text-destructive max-w-xs text-right text-sm">
          {state.message}
        </p>
      )}
      <Button
        type="submit"
        size="sm"
        variant={state.confirmSelf ? 'destructive' : 'outline'}
        disabled={pending}
        aria-label={`Revoke the agent role of ${label}`}
      >
        {state.confirmSelf ? 'Yes, revoke my own role' : self ? 'Revoke (you)' : 'Revoke'}
      </Button>
    </form>
  );
}
