'use client';

import { useActionState } from 'react';
import { Field, controlProps } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/lib/forms/use-action-toast';
import { VISA_SUBCLASSES } from '@/lib/matters/labels';
import { type OpenMatterField, openMatterAction } from '../actions';

const selectClass = 'border-input bg-background h-11 w-full rounded-md border px-3';

/** "Open a matter" from an accepted engagement: the visa from the catalogue and a title. */
export function OpenMatterForm({
  engagements,
  selected,
}: {
  engagements: { id: string; label: string }[];
  selected?: string;
}) {
  const [state, act, pending] = useActionState<ActionState<OpenMatterField>, FormData>(
    openMatterAction,
    idle,
  );
  useActionToast(state, { fallback: 'Matter opened.' });
  const err = (k: OpenMatterField) => state.fieldErrors?.[k];
  const keep = state.values;
  return (
    <form action={act} className="grid gap-3 sm:grid-cols-3" noValidate data-testid="open-matter">
      <Field id="om-engagement" label="Accepted engagement" required errors={err('engagementId')}>
        <select
          {...controlProps('om-engagement', err('engagementId'))}
          name="engagementId"
          defaultValue={keep?.engagementId ?? selected ?? ''}
          className={selectClass}
        >
          <option value="">Choose…</option>
          {engagements.map((e) => (
            <option key={e.id} value={e.id}>
              {e.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id="om-visa" label="Visa" required errors={err('visaSubclass')}>
        <select
          {...controlProps('om-visa', err('visaSubclass'))}
          name="visaSubclass"
          defaultValue={keep?.visaSubclass ?? ''}
          className={selectClass}
        >
          <option value="">Choose…</option>
          {VISA_SUBCLASSES.map((v) => (
            <option key={v.subclass} value={v.subclass}>
              {v.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="om-title" label="Title" required errors={err('title')}>
        <Input
          {...controlProps('om-title', err('title'))}
          name="title"
          defaultValue={keep?.title ?? ''}
          placeholder="e.g. Skilled Independent visa for the family"
        />
      </Field>
      <div className="sm:col-span-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Opening…' : 'Open a matter'}
        </Button>
      </div>
    </form>
  );
}
