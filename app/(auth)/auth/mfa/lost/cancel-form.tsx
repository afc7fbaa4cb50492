'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { cancelOwnRecoveryAction } from './actions';

/** The client's "cancel my request" (here and on /dashboard?tab=security). */
export function CancelOwnRecoveryForm({ requestId }: { requestId: string }) {
  const [state, action, pending] = useActionState(cancelOwnRecoveryAction, idle);
  useActionToast(state, { fallback: 'Request cancelled.' });
  return (
    <form action={action}>
      <input type="hidden" name="requestId" value={requestId} />
      <Button type="submit" variant="outline" disabled={pending}>
        {pending ? 'Cancelling…' : 'Cancel this request'}
      </Button>
    </form>
  );
}
