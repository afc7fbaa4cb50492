'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { useActionToast } from '@/components/ui/use-action-toast';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { reconcileAction } from './actions';

export function ReconcileForm({ today }: { today: string }) {
  const [state, act, pending] = useActionState<ActionState, FormData>(reconcileAction, idle);
  useActionToast(state, { fallback: 'Reconciled.' });
  const err = (k: string) => state.fieldErrors?.[k];
  const keep = state.status === 'error' ? state.values : undefined;
  return (
    <form
      action={act}
      noValidate
      className="grid max-w-xl gap-3 sm:grid-cols-2"
      key={state.at ?? 'form'}
      data-testid="reconcile-form"
    >
      <Field
        id="statementDate"
        label="Statement date"
        required
        errors={err('statementDate')}
        look="admin"
      >
        <Input
          {...controlProps('statementDate', err('statementDate'))}
          type="date"
          defaultValue={keep?.statementDate ?? today}
        />
      </Field>
      <Field
        id="statementBalance"
        label="Closing balance on the statement (AUD)"
        required
        errors={err('statementBalance')}
        look="admin"
      >
        <Input
          {...controlProps('statementBalance', err('statementBalance'))}
          inputMode="decimal"
          defaultValue={keep?.statementBalance ?? ''}
          autoComplete="off"
        />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Checking…' : 'Check and lock'}
        </Button>
        <FormMessage state={state} className="mt-2" data-testid="reconcile-message" />
      </div>
    </form>
  );
}
