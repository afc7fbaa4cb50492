'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import {} from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { assignLeadAction, inviteAsClientAction } from './lead-admin-actions';

export function AssigneeForm({
  id,
  assignee,
  agents,
}: {
  id: string;
  assignee: string | null;
  agents: { id: string; label: string }[];
}) {
  const [state, action, pending] = useActionState(assignLeadAction, idle);
  useActionToast(state);
  return (
    <form action={action} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="id" value={id} />
      <SelectField
        key={assignee ?? ''}
        id="lead-assignee"
        name="assignee"
        label="Assigned to"
        look="admin"
        options={agents.map((a) => ({ value: a.id, label: a.label }))}
        placeholder="Nobody"
        defaultValue={assignee ?? ''}
        className="border-input bg-background h-10 max-w-48 rounded-md border px-2"
      />
      <Button type="submit" size="sm" disabled={pending}>
        Save
      </Button>
      <FormMessage state={state} className="w-full" />
    </form>
  );
}

/**
 * "Invite as client", and once the lead is linked, the way to the client's file. One component
 * for both, so the outcome message stays on screen when the page re-renders as linked.
 */
export function ClientAccount({
  id,
  email,
  clientId,
  existing = null,
}: {
  id: string;
  email: string | null;
  clientId: string | null;
  /** An account that already uses this lead's e-mail: link to it, never invite again. */
  existing?: { id: string; name: string } | null;
}) {
  const [state, action, pending] = useActionState(inviteAsClientAction, idle);
  useActionToast(state);
  if (clientId)
    return (
      <div className="space-y-2 text-sm">
        <FormMessage state={state} showOk />
        <Link href={`/admin/clients/${clientId}`} className="text-primary underline">
          Open the client’s file →
        </Link>
      </div>
    );
  if (!email)
    return (
      <p className="text-muted-foreground text-sm">
        No e-mail address on this lead, so no invitation can be sent.
      </p>
    );
  if (existing)
    return (
      <form action={action} className="space-y-2" data-testid="link-existing">
        <input type="hidden" name="id" value={id} />
        <p className="text-muted-foreground text-sm">
          <span className="break-all">{email}</span> already has an account:{' '}
          <Link href={`/admin/clients/${existing.id}`} className="text-primary underline">
            {existing.name}
          </Link>
          .
        </p>
        <Button type="submit" size="sm" disabled={pending} className="w-full">
          {pending ? 'Linking…' : 'Link to the existing client'}
        </Button>
        <FormMessage state={state} showOk />
      </form>
    );
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
      <FormMessage state={state} showOk />
    </form>
  );
}
