'use client';

import Link from 'next/link';
import { type ReactNode, useActionState, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { controlProps, Field, type FieldLook } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { MESSAGE_MAX_LENGTH } from '@/lib/messages/constants';
import type { MessageField } from '@/lib/messages/post';

type Action = (
  prev: ActionState<MessageField>,
  formData: FormData,
) => Promise<ActionState<MessageField>>;

const selectClass =
  'border-input bg-background h-10 w-full max-w-md rounded-md border px-2 text-sm';

/**
 * Writing in a thread. Attachments are documents already uploaded through the documents tab
 * (the one upload flow, with its checks); agents may also record a file note the client never
 * sees.
 */
export function MessageForm({
  action,
  documents,
  clientId,
  matterId,
  agent = false,
  chosenDocumentId,
  attachNew,
}: {
  action: Action;
  documents: { id: string; name: string }[];
  clientId?: string;
  matterId?: string | null;
  agent?: boolean;
  /** A file just uploaded to attach (the agent's form): chosen in the list. */
  chosenDocumentId?: string;
  /** The agent's "attach a new file" uploader, under the list. */
  attachNew?: ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, idle as ActionState<MessageField>);
  // An agent writes from the admin panel: the fields have that surface's look.
  const look: FieldLook = agent ? 'admin' : 'portal';
  const form = useRef<HTMLFormElement>(null);
  useActionToast(state, {
    fallback: 'Sent.',
    onOk: () => form.current?.reset(),
  });
  const errors = state.fieldErrors ?? {};
  const values = state.status === 'ok' ? {} : (state.values ?? {});
  return (
    <form ref={form} action={formAction} className="space-y-3" data-testid="message-form">
      {clientId && <input type="hidden" name="clientId" value={clientId} />}
      {matterId && <input type="hidden" name="matterId" value={matterId} />}
      {agent && (
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="sr-only">What this is</legend>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="kind"
              value="message"
              defaultChecked={values.kind !== 'file_note'}
            />
            Message to the client
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="kind"
              value="file_note"
              defaultChecked={values.kind === 'file_note'}
            />
            File note (a call or WhatsApp; agents only)
          </label>
        </fieldset>
      )}
      <Field
        id="body"
        label={agent ? 'Text' : 'Your message'}
        errors={errors.body}
        required
        look={look}
      >
        <textarea
          {...controlProps('body', errors.body)}
          rows={4}
          maxLength={MESSAGE_MAX_LENGTH}
          defaultValue={values.body}
          key={state.at}
          className="border-input bg-background w-full rounded-md border p-2 text-sm"
        />
      </Field>
      <SelectField
        id="documentId"
        label="Attach a document"
        errors={errors.documentId}
        required={false}
        look={look}
        hint={
          agent ? undefined : (
            <>
              To send a new file, first{' '}
              <Link href="/dashboard?tab=documents" className="text-primary underline">
                upload it in your documents
              </Link>
              .
            </>
          )
        }
        options={documents.map((d) => ({ value: d.id, label: d.name }))}
        placeholder="No attachment"
        defaultValue={values.documentId ?? chosenDocumentId ?? ''}
        key={`d${state.at}${chosenDocumentId ?? ''}`}
        className={selectClass}
      />
      {attachNew}
      <Button type="submit" disabled={pending}>
        {pending ? 'Sending…' : agent ? 'Save' : 'Send message'}
      </Button>
      {!state.fieldErrors && <FormMessage state={state} />}
    </form>
  );
}
