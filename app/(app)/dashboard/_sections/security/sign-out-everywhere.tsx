'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { signOutEverywhereAction } from './security-actions';

export function SignOutEverywhere() {
  const [state, action, pending] = useActionState<ActionState<never>, FormData>(
    signOutEverywhereAction,
    idle,
  );
  useActionToast(state);
  return (
    <form action={action}>
      <Button type="submit" variant="outline" disabled={pending}>
        {pending ? 'Signing out…' : 'Sign out everywhere'}
      </Button>
    </form>
  );
}
