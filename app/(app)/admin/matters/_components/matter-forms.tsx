'use client';

import { useActionState, useState } from 'react';
import { Field, controlProps } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { DEADLINE_KINDS, MATTER_OUTCOMES, type MatterStage } from '@/lib/matters/constants';
import { DEADLINE_LABELS, OUTCOME_LABELS, STAGE_LABELS } from '@/lib/matters/labels';
import { canMove, fieldsFor, nextStages } from '@/lib/matters/stages';
import { DOCUMENT_OPTIONS } from '../../_components/document-options';
import { type MemberOption, MemberTargetFields } from './member-target';
import { type MatterFormKind, matterFormAction } from '../[id]/actions';

/** useActionState on the form's kind of the one matter action, and the toast. */
function useMatterForm(kind: MatterFormKind, fallback: string) {
  const [state, act, pending] = useActionState<ActionState, FormData>(
    matterFormAction.bind(null, kind),
    idle,
  );
  useActionToast(state, { fallback });
  const err = (k: string) => state.fieldErrors?.[k];
  const keep = state.status === 'ok' ? undefined : state.values;
  return { state, act, pending, err, keep };
}

const textareaClass = 'border-input bg-background w-full rounded-md border p-2 text-sm';

export function StageForm({ matterId, stage }: { matterId: string; stage: MatterStage }) {
  const f = useMatterForm('stage', 'Stage changed.');
  const next = nextStages(stage);
  const [to, setTo] = useState<string>(f.keep?.to ?? next[0] ?? '');
  // What this move asks for (lib/matters/stages.ts), e.g. nothing when answering a request.
  const asks = new Set(canMove(stage, to) ? fieldsFor(stage, to) : []);
  if (next.length === 0) return <p className="text-sm">This matter is closed.</p>;
  return (
    <form action={f.act} className="grid gap-3 sm:grid-cols-2" noValidate data-testid="stage-form">
      <input type="hidden" name="matterId" value={matterId} />
      <input type="hidden" name="from" value={stage} />
      <div className="sm:col-span-2">
        <SelectField
          id="stage-to"
          name="to"
          label="Move to"
          errors={f.err('to')}
          options={optionsOf(next, STAGE_LABELS)}
          placeholder={null}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          look="admin"
        />
      </div>
      {asks.has('trn') && (
        <Field id="stage-trn" label="TRN" required errors={f.err('trn')} look="admin">
          <Input
            {...controlProps('stage-trn', f.err('trn'))}
            name="trn"
            defaultValue={f.keep?.trn ?? ''}
            autoComplete="off"
          />
        </Field>
      )}
      {asks.has('lodgedOn') && (
        <Field
          id="stage-lodged"
          label="Lodgement date"
          required
          errors={f.err('lodgedOn')}
          look="admin"
        >
          <Input
            {...controlProps('stage-lodged', f.err('lodgedOn'))}
            name="lodgedOn"
            type="date"
            defaultValue={f.keep?.lodgedOn ?? ''}
          />
        </Field>
      )}
      {asks.has('outcome') && (
        <SelectField
          id="stage-outcome"
          name="outcome"
          label="Outcome"
          required
          errors={f.err('outcome')}
          options={optionsOf(MATTER_OUTCOMES, OUTCOME_LABELS)}
          defaultValue={f.keep?.outcome ?? ''}
          look="admin"
        />
      )}
      {asks.has('decidedOn') && (
        <Field
          id="stage-decided"
          label="Decision date"
          required
          errors={f.err('decidedOn')}
          look="admin"
        >
          <Input
            {...controlProps('stage-decided', f.err('decidedOn'))}
            name="decidedOn"
            type="date"
            defaultValue={f.keep?.decidedOn ?? ''}
          />
        </Field>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={f.pending}>
          {f.pending ? 'Saving…' : 'Change stage'}
        </Button>
        <FormMessage state={f.state} className="mt-2" data-testid="stage-error" />
      </div>
    </form>
  );
}

export function MatterRequestForm({
  matterId,
  members,
}: {
  matterId: string;
  members?: readonly MemberOption[];
}) {
  const f = useMatterForm('request', 'Request sent.');
  return (
    <form
      action={f.act}
      className="grid gap-3 sm:grid-cols-2"
      noValidate
      key={f.state.status === 'ok' ? f.state.at : 'form'}
      data-testid="matter-request-form"
    >
      <input type="hidden" name="matterId" value={matterId} />
      <SelectField
        id="mr-category"
        name="category"
        label="Document"
        required
        errors={f.err('category')}
        options={DOCUMENT_OPTIONS}
        defaultValue={f.keep?.category ?? ''}
        look="admin"
      />
      <Field id="mr-due" label="Due date" required={false} errors={f.err('dueOn')} look="admin">
        <Input
          {...controlProps('mr-due', f.err('dueOn'))}
          name="dueOn"
          type="date"
          defaultValue={f.keep?.dueOn ?? ''}
        />
      </Field>
      <MemberTargetFields idPrefix="mr" members={members} keep={f.keep} errors={f.err} />
      <div className="sm:col-span-2">
        <Field
          id="mr-note"
          label="Note for the client"
          required={false}
          errors={f.err('note')}
          look="admin"
        >
          <textarea
            {...controlProps('mr-note', f.err('note'))}
            name="note"
            rows={2}
            defaultValue={f.keep?.note ?? ''}
            className={textareaClass}
          />
        </Field>
      </div>
      <div>
        <Button type="submit" disabled={f.pending}>
          Ask the client
        </Button>
      </div>
    </form>
  );
}

export function DeadlineForm({
  matterId,
  members,
}: {
  matterId: string;
  members?: readonly MemberOption[];
}) {
  const f = useMatterForm('deadline', 'Deadline added.');
  return (
    <form
      action={f.act}
      className="grid gap-3 sm:grid-cols-2"
      noValidate
      key={f.state.status === 'ok' ? f.state.at : 'form'}
    >
      <input type="hidden" name="matterId" value={matterId} />
      <SelectField
        id="dl-kind"
        name="kind"
        label="For"
        required
        errors={f.err('kind')}
        options={optionsOf(DEADLINE_KINDS, DEADLINE_LABELS)}
        defaultValue={f.keep?.kind ?? ''}
        look="admin"
      />
      <Field
        id="dl-due"
        label="Due date"
        required
        hint="A calendar date in Sydney"
        errors={f.err('dueOn')}
        look="admin"
      >
        <Input
          {...controlProps('dl-due', f.err('dueOn'), true)}
          name="dueOn"
          type="date"
          defaultValue={f.keep?.dueOn ?? ''}
        />
      </Field>
      <MemberTargetFields idPrefix="dl" members={members} keep={f.keep} errors={f.err} />
      <div className="sm:col-span-2">
        <Field id="dl-note" label="Note" required={false} errors={f.err('note')} look="admin">
          <textarea
            {...controlProps('dl-note', f.err('note'))}
            name="note"
            rows={2}
            defaultValue={f.keep?.note ?? ''}
            className={textareaClass}
          />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          name="visibleToClient"
          defaultChecked={f.keep?.visibleToClient === 'on'}
        />
        Show this date to the client
      </label>
      <div>
        <Button type="submit" variant="outline" disabled={f.pending}>
          Add deadline
        </Button>
      </div>
    </form>
  );
}

export function DeadlineDoneButton({ id, done }: { id: string; done: boolean }) {
  const f = useMatterForm('deadlineDone', 'Saved.');
  return (
    <form action={f.act}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="done" value={done ? '0' : '1'} />
      <Button type="submit" size="sm" variant="outline" disabled={f.pending}>
        {done ? 'Reopen' : 'Done'}
      </Button>
    </form>
  );
}

/** A proposed deadline (after a refusal): the date from the letter, then confirmed. */
export function ConfirmDeadlineForm({ id, dueOn }: { id: string; dueOn: string }) {
  const f = useMatterForm('deadlineConfirm', 'Deadline confirmed.');
  const fieldId = `confirm-${id}`;
  return (
    <form action={f.act} className="mt-2 flex flex-wrap items-end gap-3" noValidate>
      <input type="hidden" name="id" value={id} />
      <Field
        id={fieldId}
        label="Date from the decision letter"
        errors={f.err('dueOn')}
        look="admin"
      >
        <Input
          {...controlProps(fieldId, f.err('dueOn'))}
          name="dueOn"
          type="date"
          defaultValue={f.keep?.dueOn ?? dueOn}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="visibleToClient" defaultChecked />
        Show to the client
      </label>
      <Button type="submit" size="sm" disabled={f.pending}>
        Confirm
      </Button>
    </form>
  );
}

export function MatterNoteForm({ matterId }: { matterId: string }) {
  const f = useMatterForm('note', 'Added.');
  return (
    <form
      action={f.act}
      className="space-y-3"
      noValidate
      key={f.state.status === 'ok' ? f.state.at : 'form'}
    >
      <input type="hidden" name="matterId" value={matterId} />
      <Field id="mn-note" label="Add to the timeline" errors={f.err('note')} look="admin">
        <textarea
          {...controlProps('mn-note', f.err('note'))}
          name="note"
          rows={2}
          defaultValue={f.keep?.note ?? ''}
          className={textareaClass}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="agentOnly"
          defaultChecked={f.keep?.agentOnly !== undefined ? f.keep.agentOnly === 'on' : true}
        />
        Agents only (the client does not see it)
      </label>
      <Button type="submit" variant="outline" disabled={f.pending}>
        Add note
      </Button>
    </form>
  );
}
