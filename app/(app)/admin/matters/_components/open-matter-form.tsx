'use client';

import { useActionState } from 'react';
import { Field, controlProps } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Input } from '@/components/ui/input';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { VISA_SUBCLASSES } from '@/lib/matters/labels';
import { type OpenMatterField, openMatterAction } from '../actions';

const VISA_OPTIONS = VISA_SUBCLASSES.map((v) => ({ value: v.subclass, label: v.name }));

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
      <SelectField
        id="om-engagement"
        name="engagementId"
        label="Accepted engagement"
        required
        errors={err('engagementId')}
        options={engagements.map((e) => ({ value: e.id, label: e.label }))}
        defaultValue={keep?.engagementId ?? selected ?? ''}
        look="admin"
      />
      <SelectField
        id="om-visa"
        name="visaSubclass"
        label="Visa"
        required
        errors={err('visaSubclass')}
        options={VISA_OPTIONS}
        defaultValue={keep?.visaSubclass ?? ''}
        look="admin"
      />
      <Field id="om-title" label="Title" required errors={err('title')} look="admin">
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
