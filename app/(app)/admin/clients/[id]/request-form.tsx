'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { DOCUMENT_OPTIONS } from '../../_components/document-options';
import { idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { requestDocumentAction } from './actions';

export function RequestForm({ clientId }: { clientId: string }) {
  const [state, action, pending] = useActionState(requestDocumentAction, idle);
  useActionToast(state, { fallback: 'Sent.' });
  const err = (k: 'category' | 'dueOn' | 'note') => state.fieldErrors?.[k]?.[0];
  const ok = state.status === 'ok';
  const keep = ok ? undefined : state.values;
  return (
    <form
      action={action}
      className="mt-4 grid gap-3 sm:grid-cols-3"
      noValidate
      key={ok ? state.at : 'form'}
    >
      <input type="hidden" name="clientId" value={clientId} />
      {/* React resets the form after the action and a <select> reads defaultValue only when it
          mounts: a new key per answer shows the kept choice after an error. */}
      <SelectField
        key={`c${state.at ?? 0}`}
        id="req-category"
        name="category"
        label="Document"
        look="admin"
        errors={err('category')}
        options={DOCUMENT_OPTIONS}
        defaultValue={keep?.category ?? ''}
      />
      <Field id="req-due" label="Due date" errors={err('dueOn')} look="admin">
        <Input
          {...controlProps('req-due', err('dueOn'))}
          // Linked to its message, but not marked invalid: this date never turned red, and the
          // move onto <Field look="admin"> changes nothing a person sees (marking it is a separate decision).
          aria-invalid={undefined}
          name="dueOn"
          type="date"
          defaultValue={keep?.dueOn ?? ''}
        />
      </Field>
      <div className="sm:col-span-3">
        <Field id="req-note" label="Note for the client" errors={err('note')} look="admin">
          <textarea
            {...controlProps('req-note', err('note'))}
            name="note"
            rows={2}
            defaultValue={keep?.note ?? ''}
            className="border-input bg-background w-full rounded-md border p-2 text-sm"
          />
        </Field>
      </div>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending…' : 'Ask the client'}
        </Button>
      </div>
    </form>
  );
}
