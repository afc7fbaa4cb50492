'use client';

import { useActionState, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field } from '@/components/ui/field';
import { idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { addClientNoteAction } from '../actions';

export function ClientNoteForm({ clientId }: { clientId: string }) {
  const [state, action, pending] = useActionState(addClientNoteAction, idle);
  const ref = useRef<HTMLFormElement>(null);
  useActionToast(state, { fallback: 'Note added.', onOk: () => ref.current?.reset() });
  const error = state.fieldErrors?.body?.[0] ?? state.message;
  return (
    <form ref={ref} action={action} className="space-y-2">
      <input type="hidden" name="clientId" value={clientId} />
      <Field
        id="client-note"
        label="Add a note (agents only; the client never sees it)"
        errors={error}
        look="admin"
      >
        <textarea
          {...controlProps('client-note', error)}
          name="body"
          rows={3}
          maxLength={3000}
          defaultValue={state.status === 'ok' ? '' : state.values?.body}
          key={state.at}
          className="border-input bg-background w-full rounded-md border p-2 text-sm"
        />
      </Field>
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? 'Saving…' : 'Add note'}
      </Button>
    </form>
  );
}
