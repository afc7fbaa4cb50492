'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field } from '@/components/ui/field';
import type { DocumentStatus } from '@/lib/documents/constants';
import { idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { reviewDocumentAction } from './actions';

/** Accept, or ask for a new copy with a reason the client will read on their dashboard. */
export function ReviewForm({ id, status }: { id: string; status: DocumentStatus }) {
  const [state, action, pending] = useActionState(reviewDocumentAction, idle);
  useActionToast(state);
  const reasonError = state.fieldErrors?.reason?.[0];
  const fieldId = `reason-${id}`;
  return (
    <form action={action} className="mt-3 space-y-2 border-t pt-3" noValidate>
      <input type="hidden" name="id" value={id} />
      <Field
        id={fieldId}
        label="Reason (needed to ask for a new copy; the client sees it)"
        errors={reasonError}
        look="admin"
      >
        <textarea
          {...controlProps(fieldId, reasonError)}
          name="reason"
          rows={2}
          defaultValue={state.values?.reason ?? ''}
          key={state.at}
          className="border-input bg-background w-full rounded-md border p-2 text-sm"
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        {status !== 'accepted' && (
          <Button type="submit" name="decision" value="accepted" size="sm" disabled={pending}>
            Accept
          </Button>
        )}
        <Button
          type="submit"
          name="decision"
          value="needs_replacement"
          size="sm"
          variant="outline"
          disabled={pending}
        >
          Needs replacement
        </Button>
      </div>
    </form>
  );
}
