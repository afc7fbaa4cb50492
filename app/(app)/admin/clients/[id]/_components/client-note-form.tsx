'use client';

import { useActionState, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/sonner';
import { addClientNoteAction } from '../actions';

export function ClientNoteForm({ clientId }: { clientId: string }) {
  const [state, action, pending] = useActionState(addClientNoteAction, {});
  const ref = useRef<HTMLFormElement>(null);
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!state.at || state.at === seen.current) return;
    seen.current = state.at;
    if (state.ok) {
      notify('Note added.');
      ref.current?.reset();
    } else if (state.error) notify(state.error, { variant: 'destructive' });
  }, [state]);
  const error = state.fieldErrors?.body?.[0] ?? state.error;
  return (
    <form ref={ref} action={action} className="space-y-2">
      <input type="hidden" name="clientId" value={clientId} />
      <label htmlFor="client-note" className="block text-sm font-medium">
        Add a note (agents only; the client never sees it)
      </label>
      <textarea
        id="client-note"
        name="body"
        rows={3}
        maxLength={3000}
        defaultValue={state.ok ? '' : state.values?.body}
        key={state.at}
        className="border-input bg-background w-full rounded-md border p-2 text-sm"
        aria-invalid={error ? true : undefined}
        aria-describedby="client-note-error"
      />
      <p id="client-note-error" aria-live="polite" className="text-destructive text-sm">
        {error}
      </p>
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? 'Saving…' : 'Add note'}
      </Button>
    </form>
  );
}
