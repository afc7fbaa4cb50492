'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { controlProps, Field } from '@/components/ui/field';
import type { AssessmentStatus } from '@/lib/assessments/constants';
import { idle } from '@/lib/forms/action-state';
import { agentAction } from './actions';

/** The agent's moves for the assessment's current status, and a note box. */
export function AssessmentControls({ id, status }: { id: string; status: AssessmentStatus }) {
  const [state, act, pending] = useActionState(agentAction.bind(null, id), idle);
  // Each form sends its text as `text`; the ids tell the boxes apart for their labels.
  const textarea = (move: string, label: string, rows = 4) => (
    <Field id={`${move}-text`} label={label} look="admin">
      <textarea
        {...controlProps(`${move}-text`)}
        name="text"
        rows={rows}
        className="border-input mt-1 w-full rounded-md border p-2"
      />
    </Field>
  );
  return (
    <div className="space-y-6">
      <FormMessage state={state} showOk />
      {status === 'submitted' && (
        <form action={act}>
          <input type="hidden" name="move" value="in_review" />
          <Button disabled={pending}>Start review</Button>
        </form>
      )}
      {status === 'in_review' && (
        <>
          <form action={act} className="space-y-2">
            <input type="hidden" name="move" value="info_requested" />
            {textarea('info_requested', 'Ask the client for more information', 3)}
            <Button variant="outline" disabled={pending}>
              Send question
            </Button>
          </form>
          <form action={act} className="space-y-2">
            <input type="hidden" name="move" value="responded" />
            {textarea(
              'responded',
              'Your response to the client (signed with your name and MARN)',
              8,
            )}
            <Button disabled={pending}>Send response</Button>
          </form>
        </>
      )}
      {(status === 'in_review' || status === 'responded') && (
        <form action={act}>
          <input type="hidden" name="move" value="closed" />
          <Button variant="outline" disabled={pending}>
            Close assessment
          </Button>
        </form>
      )}
      <form action={act} className="space-y-2">
        <input type="hidden" name="move" value="note" />
        {textarea('note', 'Add a note', 2)}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="agentOnly" defaultChecked /> Agent-only (the client never
          sees it)
        </label>
        <Button variant="outline" disabled={pending}>
          Add note
        </Button>
      </form>
    </div>
  );
}
