'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field } from '@/components/ui/field';
import { CONTACT_NOTE_MAX } from '@/lib/factor-recovery/constants';
import { idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { requestRecoveryAction } from './actions';

export function RequestRecoveryForm() {
  const [state, action, pending] = useActionState(requestRecoveryAction, idle);
  useActionToast(state, { fallback: 'Request sent.' });
  const errors = state.fieldErrors?.contactNote;
  return (
    <form action={action} className="space-y-4" noValidate>
      <Field
        id="contactNote"
        label="How can we reach you for a video call?"
        hint="For example: WhatsApp on +91 98765 43210, weekday evenings India time."
        errors={errors}
        required={false}
      >
        <textarea
          {...controlProps('contactNote', errors, 'hint')}
          name="contactNote"
          rows={3}
          maxLength={CONTACT_NOTE_MAX}
          defaultValue={state.values?.contactNote}
          className="border-input bg-background w-full rounded-md border p-2 text-base"
        />
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Sending…' : 'Ask to remove two-step sign-in'}
      </Button>
    </form>
  );
}
