'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { cancelRequestAction, editRequestAction } from './actions';

/** Change or cancel one open request; both are recorded in the audit log by the database. */
export function RequestControls({
  id,
  clientId,
  note,
  dueOn,
}: {
  id: string;
  clientId: string;
  note: string | null;
  dueOn: string | null;
}) {
  const [edit, editAction, editing] = useActionState(editRequestAction, idle);
  const [cancel, cancelAction, cancelling] = useActionState(cancelRequestAction, idle);
  useActionToast(edit);
  useActionToast(cancel);
  const err = (k: 'dueOn' | 'note') => edit.fieldErrors?.[k]?.[0];
  const edited = edit.status === 'ok';
  const keep = edited ? undefined : edit.values;
  return (
    <div className="mt-1 flex flex-wrap items-start gap-3">
      <details className="min-w-0 flex-1" open={Boolean(err('dueOn') || err('note'))}>
        <summary className="text-primary cursor-pointer text-sm underline">Change</summary>
        <form
          action={editAction}
          noValidate
          className="mt-2 grid gap-2 sm:grid-cols-2"
          key={edited ? edit.at : 'form'}
        >
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="clientId" value={clientId} />
          <Field id={`due-${id}`} label="Due date" errors={err('dueOn')} look="admin">
            <Input
              {...controlProps(`due-${id}`, err('dueOn'))}
              name="dueOn"
              type="date"
              defaultValue={keep?.dueOn ?? dueOn ?? ''}
            />
          </Field>
          <div className="sm:col-span-2">
            <Field id={`note-${id}`} label="Note for the client" errors={err('note')} look="admin">
              <textarea
                {...controlProps(`note-${id}`, err('note'))}
                name="note"
                rows={2}
                defaultValue={keep?.note ?? note ?? ''}
                className="border-input bg-background w-full rounded-md border p-2 text-sm"
              />
            </Field>
          </div>
          <div>
            <Button type="submit" size="sm" disabled={editing}>
              {editing ? 'Saving…' : 'Save the change'}
            </Button>
          </div>
        </form>
      </details>
      <form action={cancelAction}>
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="clientId" value={clientId} />
        <Button type="submit" size="sm" variant="outline" disabled={cancelling}>
          {cancelling ? 'Cancelling…' : 'Cancel request'}
        </Button>
      </form>
    </div>
  );
}
