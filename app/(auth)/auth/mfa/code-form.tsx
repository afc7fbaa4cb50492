'use client';

import { useActionState } from 'react';
import { CodeInput } from '@/components/auth/code-input';
import { Button } from '@/components/ui/button';
import { Field, controlProps } from '@/components/ui/field';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
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
        <CodeInput {...controlProps('code', errors)} key={state.at} autoFocus />
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Checking…' : 'Continue'}
      </Button>
    </form>
  );
}
