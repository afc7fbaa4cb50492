'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { CLOSE_PHRASE } from '@/lib/accounts/close-phrase';
import { retentionYears } from '@/lib/config/retention';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { closeAccountAction } from './close-account-action';

/** The security tab's "Close my account", with a typed confirmation. */
export function CloseAccountForm() {
  const [state, action, pending] = useActionState<ActionState<'confirm'>, FormData>(
    closeAccountAction,
    idle,
  );
  useActionToast(state);
  const errors = state.fieldErrors?.confirm;
  const hint = `Type “${CLOSE_PHRASE}”.`;
  return (
    <section
      aria-labelledby="close-account"
      className="border-border rounded-lg border p-4 sm:p-6"
      data-testid="close-account"
    >
      <h2 id="close-account" className="text-lg font-semibold">
        Close my account
      </h2>
      <p className="text-muted-foreground mt-2 text-sm">
        You will be signed out on every device and will not be able to sign in again. The law for
        registered migration agents makes us keep your file (documents, assessments and our notes)
        for {retentionYears} years after the last action on it; we then destroy it. Nothing is shown
        to anyone else in the meantime. Download your data first if you want a copy.
      </p>
      <form action={action} className="mt-4 space-y-3" noValidate>
        <Field id="confirm" label="Confirm" hint={hint} errors={errors} required>
          <Input
            {...controlProps('confirm', errors, hint)}
            autoComplete="off"
            defaultValue={state.values?.confirm ?? ''}
          />
        </Field>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? 'Closing…' : 'Close my account'}
        </Button>
      </form>
    </section>
  );
}
