'use client';

import { useActionState } from 'react';
import { idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { FormMessage } from '@/components/ui/form-message';
import { removeDocumentAction } from './document-actions';

/**
 * Remove: an unreviewed file is deleted; a reviewed one leaves the list but stays on file; one on
 * legal hold stays, and the refusal is said next to the button.
 */
export function RemoveButton({ id, reviewed }: { id: string; reviewed: boolean }) {
  const [state, action, pending] = useActionState(removeDocumentAction, idle);
  useActionToast(state, { fallback: 'Removed.' });
  return (
    <form
      action={action}
      onSubmit={(e) => {
        const text = reviewed
          ? 'Remove this document from your list? Your agent must keep a copy on file for 7 years.'
          : 'Delete this document?';
        if (!window.confirm(text)) e.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={pending} className="text-destructive underline">
        {pending ? 'Removing…' : 'Remove'}
      </button>
      {/* Beside the document, not only in a toast: e.g. a legal hold keeps it (no retry helps). */}
      <FormMessage state={state} />
    </form>
  );
}
