'use client';

import { useActionState, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/lib/forms/use-action-toast';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/leads/constants';
import { addNoteAction, updateStatusAction } from './actions';

export function StatusForm({ id, status }: { id: string; status: LeadStatus }) {
  const [state, action, pending] = useActionState(updateStatusAction, idle);
  useActionToast(state, { fallback: 'Status updated.' });
  return (
    <form action={action} className="flex items-end gap-2">
      <input type="hidden" name="id" value={id} />
      <label className="text-sm">
        <span className="block font-medium">Status</span>
        {/* React resets the form after the action, and a <select> reads defaultValue only when it
            mounts: keyed by the stored status, it remounts showing the value just saved. */}
        <select
          key={status}
          name="status"
          defaultValue={status}
          className="border-input bg-background h-10 rounded-md border px-2"
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="sm" disabled={pending}>
        Save status
      </Button>
    </form>
  );
}

export function NoteForm({ id }: { id: string }) {
  const [state, action, pending] = useActionState(addNoteAction, idle);
  const ref = useRef<HTMLFormElement>(null);
  useActionToast(state, { fallback: 'Note added.', onOk: () => ref.current?.reset() });
  const error = state.status === 'error' ? state.message : undefined;
  return (
    <form ref={ref} action={action} className="space-y-2">
      <input type="hidden" name="id" value={id} />
      <label htmlFor="note" className="block text-sm font-medium">
        Add a note
      </label>
      <textarea
        id="note"
        name="body"
        rows={3}
        maxLength={3000}
        defaultValue={state.values?.body}
        className="border-input bg-background w-full rounded-md border p-2"
        aria-invalid={error ? true : undefined}
        aria-describedby="note-error"
      />
      <p id="note-error" aria-live="polite" className="text-destructive text-sm">
        {error}
      </p>
      <Button type="submit" size="sm" disabled={pending}>
        Add note
      </Button>
    </form>
  );
}
