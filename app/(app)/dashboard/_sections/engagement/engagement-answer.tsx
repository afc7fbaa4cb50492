'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, controlProps, Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { type AnswerState, answerOfferAction } from './engagement-actions';

/**
 * Accept (type your full name, tick, confirm) or decline with an optional reason. The hash of the
 * text on this page goes with the answer; the database refuses it if the offer on file differs.
 */
export function EngagementAnswer({ id, sha256 }: { id: string; sha256: string }) {
  const [accepted, accept, accepting] = useActionState<AnswerState, FormData>(
    answerOfferAction,
    idle,
  );
  const [declined, decline, declining] = useActionState<AnswerState, FormData>(
    answerOfferAction,
    idle,
  );
  useActionToast(accepted);
  useActionToast(declined);
  const aErr = accepted.fieldErrors;
  const dErr = declined.fieldErrors;
  return (
    <div className="mt-6 space-y-6">
      <form
        action={accept}
        noValidate
        className="border-primary/40 bg-primary/5 space-y-4 rounded-lg border p-4"
        data-testid="accept-form"
      >
        <h3 className="font-semibold">Accept this offer</h3>
        <input type="hidden" name="engagementId" value={id} />
        <input type="hidden" name="seenSha256" value={sha256} />
        <input type="hidden" name="decision" value="accept" />
        <Field
          id="fullName"
          label="Your full name"
          required
          hint="As it appears in your passport."
          errors={aErr?.fullName}
        >
          <Input
            {...controlProps('fullName', aErr?.fullName, true)}
            autoComplete="name"
            defaultValue={accepted.values?.fullName ?? ''}
          />
        </Field>
        <CheckboxField
          id="agree"
          label="I have received the Consumer Guide and agree to these terms."
          errors={aErr?.agree}
          defaultChecked={accepted.values?.agree === 'on'}
        />
        {!aErr && <FormMessage state={accepted} />}
        <Button type="submit" disabled={accepting} className="w-full sm:w-auto">
          {accepting ? 'Saving…' : 'Confirm and accept'}
        </Button>
      </form>

      <details className="rounded-lg border p-4">
        <summary className="cursor-pointer font-medium">Decline this offer</summary>
        <form action={decline} noValidate className="mt-3 space-y-3" data-testid="decline-form">
          <input type="hidden" name="engagementId" value={id} />
          <input type="hidden" name="seenSha256" value={sha256} />
          <input type="hidden" name="decision" value="decline" />
          <Field id="reason" label="Tell your agent why" required={false} errors={dErr?.reason}>
            <textarea
              {...controlProps('reason', dErr?.reason)}
              rows={3}
              className="border-input bg-background w-full rounded-md border p-2 text-base"
              defaultValue={declined.values?.reason ?? ''}
            />
          </Field>
          {!dErr && <FormMessage state={declined} />}
          <Button type="submit" variant="outline" disabled={declining}>
            {declining ? 'Saving…' : 'Decline the offer'}
          </Button>
        </form>
      </details>
    </div>
  );
}
