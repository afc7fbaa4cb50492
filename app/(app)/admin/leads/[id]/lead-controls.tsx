'use client';

import { useActionState, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/leads/constants';
import { addNoteAction, updateStatusAction } from './actions';

const STATUS_OPTIONS = LEAD_STATUSES.map((s) => ({ value: s, label: s }));

export function StatusForm({ id, status }: { id: string; status: LeadStatus }) {
  const [state, action, pending] = useActionState(updateStatusAction, idle);
  useActionToast(state, { fallback: 'Status updated.' });
  return (
    <form action={action} className="flex items-end gap-2">
      <input type="hidden" name="id" value={id} />
      {/* React resets the form after the action, and a <select> reads defaultValue only when it
          mounts: keyed by the stored status, it remounts showing the value just saved. */}
      <SelectField
        key={status}
        id="lead-status"
        name="status"
        label="Status"
        look="admin"
        options={STATUS_OPTIONS}
        placeholder={null}
        defaultValue={status}
        className="border-input bg-background h-10 rounded-md border px-2"
      />
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
  // The action answers a note it cannot keep with a message, not a field error: shown at the note.
  const error = state.status === 'error' ? state.message : undefined;
  return (
    <form ref={ref} action={action} className="space-y-2">
      <input type="hidden" name="id" value={id} />
      <Field id="note" label="Add a note" errors={error} look="admin">
        <textarea
          {...controlProps('note', error)}
          name="body"
          rows={3}
          maxLength={3000}
          defaultValue={state.values?.body}
          className="border-input bg-background w-full rounded-md border p-2"
        />
      </Field>
      <Button type="submit" size="sm" disabled={pending}>
        Add note
      </Button>
    </form>
  );
}
