'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field } from '@/components/ui/field';
import { CHECK_NOTE_MAX } from '@/lib/factor-recovery/constants';
import { idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { approveRecoveryAction, cancelRecoveryAction, verifyRecoveryAction } from './actions';

/** The first agent's record of the video call: saved as a file note in the client's file. */
export function VerifyRecoveryForm({ requestId }: { requestId: string }) {
  const [state, action, pending] = useActionState(verifyRecoveryAction, idle);
  useActionToast(state, { fallback: 'Identity check recorded.' });
  const id = `note-${requestId}`;
  const errors = state.fieldErrors?.note;
  return (
    <form action={action} className="space-y-3">
      <input type="hidden" name="requestId" value={requestId} />
      <Field
        id={id}
        label="File note of the identity check"
        hint="When you called, on what, and how the person matched the passport on file (photo, name, date of birth)."
        errors={errors}
        required
        look="admin"
      >
        <textarea
          {...controlProps(id, errors, 'hint')}
          name="note"
          rows={3}
          maxLength={CHECK_NOTE_MAX}
          defaultValue={state.values?.note}
          className="border-input bg-background w-full rounded-md border p-2 text-sm"
        />
      </Field>
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? 'Saving…' : 'Identity verified'}
      </Button>
    </form>
  );
}

export function ApproveRecoveryForm({ requestId }: { requestId: string }) {
  const [state, action, pending] = useActionState(approveRecoveryAction, idle);
  useActionToast(state, { fallback: 'Approved.' });
  return (
    <form action={action}>
      <input type="hidden" name="requestId" value={requestId} />
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? 'Approving…' : 'Approve removal (after 24 hours)'}
      </Button>
    </form>
  );
}

export function CancelRecoveryForm({ requestId }: { requestId: string }) {
  const [state, action, pending] = useActionState(cancelRecoveryAction, idle);
  useActionToast(state, { fallback: 'Request cancelled.' });
  return (
    <form action={action}>
      <input type="hidden" name="requestId" value={requestId} />
      <Button type="submit" size="sm" variant="outline" disabled={pending}>
        {pending ? 'Cancelling…' : 'Cancel request'}
      </Button>
    </form>
  );
}
