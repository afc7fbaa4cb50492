'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import {
  deleteDraftAction,
  makeSignedCopyAction,
  sendOfferAction,
  withdrawOfferAction,
} from '../actions';

type Act = (prev: ActionState<never>, formData: FormData) => Promise<ActionState<never>>;

function OneButton({
  act,
  id,
  clientId,
  label,
  busy,
  confirmText,
  variant,
}: {
  act: Act;
  id: string;
  clientId: string;
  label: string;
  busy: string;
  confirmText: string;
  variant?: 'default' | 'destructive' | 'outline';
}) {
  const [state, action, pending] = useActionState(act, idle);
  useActionToast(state);
  return (
    <form
      action={action}
      onSubmit={(e) => {
        if (!window.confirm(confirmText)) e.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="clientId" value={clientId} />
      <Button type="submit" variant={variant} disabled={pending}>
        {pending ? busy : label}
      </Button>
      <FormMessage state={state} className="mt-1" />
    </form>
  );
}

export function DraftControls({ id, clientId }: { id: string; clientId: string }) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      <OneButton
        act={sendOfferAction}
        id={id}
        clientId={clientId}
        label="Send to the client"
        busy="Sending…"
        confirmText="Send this offer? It cannot be changed after sending."
      />
      <OneButton
        act={deleteDraftAction}
        id={id}
        clientId={clientId}
        label="Delete draft"
        busy="Deleting…"
        variant="outline"
        confirmText="Delete this draft?"
      />
    </div>
  );
}

export function WithdrawControl({ id, clientId }: { id: string; clientId: string }) {
  return (
    <OneButton
      act={withdrawOfferAction}
      id={id}
      clientId={clientId}
      label="Withdraw offer"
      busy="Withdrawing…"
      variant="destructive"
      confirmText="Withdraw this offer? The client can no longer accept it."
    />
  );
}

export function MakeSignedCopy({ id, clientId }: { id: string; clientId: string }) {
  return (
    <OneButton
      act={makeSignedCopyAction}
      id={id}
      clientId={clientId}
      label="Make the signed PDF now"
      busy="Making…"
      variant="outline"
      confirmText="Make the signed PDF of this accepted offer?"
    />
  );
}
