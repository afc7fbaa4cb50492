'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, controlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/lib/forms/use-action-toast';
import { verifyCodeAction } from './actions';

export function CodeForm({ next }: { next: string }) {
  const [state, action, pending] = useActionState<ActionState<'code' | 'next'>, FormData>(
    verifyCodeAction,
    idle,
  );
  useActionToast(state);
  const errors = state.fieldErrors?.code;
  return (
    <form action={action} className="space-y-4" noValidate>
      <input type="hidden" name="next" value={next} />
      <Field id="code" label="Code from your authenticator app" errors={errors} required>
        <Input
          {...controlProps('code', errors)}
          key={state.at}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={7}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Checking…' : 'Continue'}
      </Button>
    </form>
  );
}
