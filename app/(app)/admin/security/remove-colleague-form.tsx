'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { removeColleagueFactorAction } from './actions';

export function RemoveColleagueForm({
  userId,
  factorId,
  label,
}: {
  userId: string;
  factorId: string;
  label: string;
}) {
  const [state, action, pending] = useActionState(removeColleagueFactorAction, idle);
  useActionToast(state);
  return (
    <form
      action={action}
      onSubmit={(e) => {
        if (!window.confirm(`Remove ${label}’s authenticator? Do this only if they lost it.`))
          e.preventDefault();
      }}
    >
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="factorId" value={factorId} />
      <Button type="submit" size="sm" variant="outline" disabled={pending}>
        Remove (lost)
      </Button>
    </form>
  );
}
