'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { DateBoxes } from '@/components/ui/date-boxes';
import { Input } from '@/components/ui/input';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { useActionToast } from '@/components/ui/use-action-toast';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { MEMBER_ROLES } from '@/lib/matters/constants';
import { MEMBER_ROLE_LABELS } from '@/lib/matters/member-labels';
import { inviteMemberAction, saveMemberAction } from '../[id]/member-actions';

export interface MemberFormValues {
  id: string;
  role: string;
  fullName: string;
  dateOfBirth: string | null;
  relationship: string | null;
  passportExpiresOn: string | null;
}

/** Adds a person to the matter, or (with `member`) changes one. */
export function MemberForm({ matterId, member }: { matterId: string; member?: MemberFormValues }) {
  const [state, act, pending] = useActionState<ActionState, FormData>(saveMemberAction, idle);
  useActionToast(state, { fallback: member ? 'Saved.' : 'Added to the matter.' });
  const err = (k: string) => state.fieldErrors?.[k];
  const keep = state.status === 'ok' ? undefined : state.values;
  const p = member ? `mm-${member.id.slice(0, 8)}` : 'mm-new';
  const value = (k: keyof Omit<MemberFormValues, 'id'>) => keep?.[k] ?? member?.[k] ?? '';
  return (
    <form
      action={act}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      key={!member && state.status === 'ok' ? state.at : 'form'}
      data-testid={member ? 'member-edit-form' : 'member-add-form'}
    >
      <input type="hidden" name="matterId" value={matterId} />
      {member && <input type="hidden" name="id" value={member.id} />}
      <Field id={`${p}-name`} label="Full name" required errors={err('fullName')} look="admin">
        <Input
          {...controlProps(`${p}-name`, err('fullName'), true)}
          name="fullName"
          autoComplete="off"
          defaultValue={value('fullName')}
        />
      </Field>
      <SelectField
        id={`${p}-role`}
        name="role"
        label="On the application as"
        required
        errors={err('role')}
        options={optionsOf(MEMBER_ROLES, MEMBER_ROLE_LABELS)}
        defaultValue={value('role')}
        look="admin"
      />
      <Field
        id={`${p}-rel`}
        label="Relationship to the account holder"
        required={false}
        errors={err('relationship')}
        look="admin"
      >
        <Input
          {...controlProps(`${p}-rel`, err('relationship'))}
          name="relationship"
          defaultValue={value('relationship')}
        />
      </Field>
      {/* Three boxes, not the browser's date field, which posts nothing for 31/06 and so would
          erase a saved date (lib/forms/date-parts.ts). */}
      <DateBoxes
        key={`dob${state.at}`}
        id={`${p}-dob`}
        name="dateOfBirth"
        label="Date of birth"
        required={false}
        value={value('dateOfBirth')}
        errors={err('dateOfBirth')}
        look="admin"
      />
      <DateBoxes
        key={`pp${state.at}`}
        id={`${p}-pp`}
        name="passportExpiresOn"
        label="Passport expiry"
        required={false}
        value={value('passportExpiresOn')}
        errors={err('passportExpiresOn')}
        look="admin"
      />
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" variant={member ? 'outline' : 'default'} disabled={pending}>
          {member ? 'Save' : 'Add person'}
        </Button>
      </div>
      <div className="sm:col-span-2">
        <FormMessage state={state} />
      </div>
    </form>
  );
}

/** Sends an adult member the invitation to their own login. */
export function MemberInviteForm({ matterId, memberId }: { matterId: string; memberId: string }) {
  const [state, act, pending] = useActionState<ActionState, FormData>(inviteMemberAction, idle);
  useActionToast(state, { fallback: 'Invitation sent.' });
  const p = `mi-${memberId.slice(0, 8)}`;
  const keep = state.status === 'ok' ? undefined : state.values;
  return (
    <form
      action={act}
      noValidate
      className="flex flex-wrap items-end gap-2"
      data-testid="member-invite-form"
    >
      <input type="hidden" name="matterId" value={matterId} />
      <input type="hidden" name="id" value={memberId} />
      <div className="min-w-0 flex-1">
        <Field
          id={`${p}-email`}
          label="Their e-mail, for their own login"
          required
          errors={state.fieldErrors?.email}
          look="admin"
        >
          <Input
            {...controlProps(`${p}-email`, state.fieldErrors?.email, true)}
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={keep?.email ?? ''}
          />
        </Field>
      </div>
      <Button type="submit" variant="outline" disabled={pending}>
        Invite to their own login
      </Button>
      <div className="w-full">
        <FormMessage state={state} />
      </div>
    </form>
  );
}
