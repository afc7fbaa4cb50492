'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { idle } from '@/lib/forms/action-state';
import { changeEmailAction } from './profile-actions';

/** Starts Supabase Auth's e-mail change: nothing changes until the links to both addresses are followed. */
export function EmailForm() {
  const [state, action, pending] = useActionState(changeEmailAction, idle);
  const errors = state.fieldErrors?.email;
  return (
    <form action={action} className="mt-3 space-y-3" noValidate>
      <Field id="email" label="New e-mail address" errors={errors}>
        <Input
          type="email"
          autoComplete="email"
          defaultValue={state.values?.email ?? ''}
          {...controlProps('email', errors)}
        />
      </Field>
      {state.status === 'ok' && (
        <p role="status" className="text-sm text-green-800">
          We sent one link to {state.values?.email} and one to your current address. Your address
          changes when you have opened both.
        </p>
      )}
      <Button type="submit" variant="outline" disabled={pending}>
        {pending ? 'Sending…' : 'Change e-mail'}
      </Button>
    </form>
  );
}
