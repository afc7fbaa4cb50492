'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { changeEmailAction } from '@/lib/profiles/actions';
import type { ProfileState } from '@/lib/profiles/schema';
import { Field } from './field';

/** Starts Supabase Auth's e-mail change: nothing changes until the links to both addresses are followed. */
export function EmailForm() {
  const [state, action, pending] = useActionState<ProfileState, FormData>(changeEmailAction, {});
  return (
    <form action={action} className="mt-3 space-y-3" noValidate>
      <Field id="email" label="New e-mail address" error={state.fieldErrors?.email}>
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={state.values?.email ?? ''}
          aria-invalid={state.fieldErrors?.email ? true : undefined}
          aria-describedby="email-error"
        />
      </Field>
      {state.ok && (
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
