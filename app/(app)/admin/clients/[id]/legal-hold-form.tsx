'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { legalHoldAction } from './legal-hold-action';

/** One button: a hold keeps the document past its retention date until an agent lifts it. */
export function LegalHoldForm({
  id,
  clientId,
  hold,
}: {
  id: string;
  clientId: string;
  hold: boolean;
}) {
  const [state, action, pending] = useActionState(legalHoldAction, idle);
  useActionToast(state);
  return (
    <form action={action} className="flex flex-wrap items-center gap-2 text-sm">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="clientId" value={clientId} />
      <input type="hidden" name="hold" value={hold ? 'off' : 'on'} />
      {hold && (
        <span className="font-semibold" data-testid="legal-hold">
          On legal hold
        </span>
      )}
      <Button type="submit" size="sm" variant="outline" disabled={pending}>
        {hold ? 'Lift legal hold' : 'Put on legal hold'}
      </Button>
    </form>
  );
}
