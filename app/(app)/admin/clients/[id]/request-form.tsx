'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { documentCategories } from '@/lib/config/document-checklist';
import { DOCUMENT_CATEGORIES } from '@/lib/documents/constants';
import { idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/lib/forms/use-action-toast';
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
      <div className="space-y-1">
        <label htmlFor="req-category" className="text-sm font-medium">
          Document
        </label>
        {/* React resets the form after the action and a <select> reads defaultValue only when it
            mounts: a new key per answer shows the kept choice after an error. */}
        <select
          key={`c${state.at ?? 0}`}
          id="req-category"
          name="category"
          defaultValue={keep?.category ?? ''}
          aria-invalid={err('category') ? true : undefined}
          className="border-input bg-background h-11 w-full rounded-md border px-3"
        >
          <option value="">Choose…</option>
          {DOCUMENT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {documentCategories[c].label}
            </option>
          ))}
        </select>
        <p aria-live="polite" className="text-destructive text-sm">
          {err('category')}
        </p>
      </div>
      <div className="space-y-1">
        <label htmlFor="req-due" className="text-sm font-medium">
          Due date
        </label>
        <Input id="req-due" name="dueOn" type="date" defaultValue={keep?.dueOn ?? ''} />
        <p aria-live="polite" className="text-destructive text-sm">
          {err('dueOn')}
        </p>
      </div>
      <div className="space-y-1 sm:col-span-3">
        <label htmlFor="req-note" className="text-sm font-medium">
          Note for the client
        </label>
        <textarea
          id="req-note"
          name="note"
          rows={2}
          defaultValue={keep?.note ?? ''}
          className="border-input bg-background w-full rounded-md border p-2 text-sm"
        />
        <p aria-live="polite" className="text-destructive text-sm">
          {err('note')}
        </p>
      </div>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending…' : 'Ask the client'}
        </Button>
      </div>
    </form>
  );
}
