'use client';

import { useActionState, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/sonner';
import { assignLeadAction, inviteAsClientAction, type LeadAdminState } from './lead-admin-actions';

function useToast(state: LeadAdminState) {
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!state.at || state.at === seen.current) return;
    seen.current = state.at;
    if (state.message) notify(state.message, state.ok ? undefined : { variant: 'destructive' });
  }, [state]);
}

export function AssigneeForm({
  id,
  assignee,
  agents,
}: {
  id: string;
  assignee: string | null;
  agents: { id: string; label: string }[];
}) {
  const [state, action, pending] = useActionState(assignLeadAction, {});
  useToast(state);
  return (
    <form action={action} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="id" value={id} />
      <label className="text-sm">
        <span className="block font-medium">Assigned to</span>
        <select
          name="assignee"
          defaultValue={assignee ?? ''}
          key={assignee ?? ''}
          className="border-input bg-background h-10 max-w-48 rounded-md border px-2"
        >
          <option value="">Nobody</option>
          {agents.map((a) => (
            <option key={a.id} value={a.id}>
              {a.label}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="sm" disabled={pending}>
        Save
      </Button>
      {!state.ok && state.message && (
        <p role="alert" className="text-destructive w-full text-sm">
          {state.message}
        </p>
      )}
    </form>
  );
}

export function InviteForm({ id, email }: { id: string; email: string }) {
  const [state, action, pending] = useActionState(inviteAsClientAction, {});
  useToast(state);
  return (
    <form action={action} className="space-y-2">
      <input type="hidden" name="id" value={id} />
      <p className="text-muted-foreground text-sm">
        Sends an invitation to <span className="break-all">{email}</span>: they choose a password
        and reach their dashboard.
      </p>
      <Button type="submit" size="sm" disabled={pending} className="w-full">
        {pending ? 'Sending…' : 'Invite as client'}
      </Button>
      <p aria-live="polite" className={state.ok ? 'text-sm' : 'text-destructive text-sm'}>
        {state.message}
      </p>
    </form>
  );
}
