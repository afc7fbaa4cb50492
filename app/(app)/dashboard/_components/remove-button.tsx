'use client';

import { useActionState, useEffect, useRef } from 'react';
import { notify } from '@/components/ui/sonner';
import { type DocActionState, removeDocumentAction } from '@/lib/documents/actions';

/** Remove: an unreviewed file is deleted; a reviewed one leaves the list but stays on file. */
export function RemoveButton({ id, reviewed }: { id: string; reviewed: boolean }) {
  const [state, action, pending] = useActionState<DocActionState, FormData>(
    removeDocumentAction,
    {},
  );
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!state.at || state.at === seen.current) return;
    seen.current = state.at;
    if (state.ok) notify(state.message ?? 'Removed.');
    else if (state.error) notify(state.error, { variant: 'destructive' });
  }, [state]);
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
    </form>
  );
}
