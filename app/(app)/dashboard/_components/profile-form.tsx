'use client';

import { useActionState, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notify } from '@/components/ui/sonner';
import { saveProfileAction } from '@/lib/profiles/actions';
import { CONTACT_CHANNELS, CONTACT_LABELS } from '@/lib/profiles/constants';
import type { ProfileState } from '@/lib/profiles/schema';
import { Field } from './field';

type Values = Record<
  'fullName' | 'phone' | 'country' | 'citizenship' | 'dateOfBirth' | 'preferredContact',
  string
>;

/**
 * The client's own profile form; the admin panel reuses it for an agent's correction (`save` is
 * then the agent's action and `clientId` names whose profile).
 */
export function ProfileForm({
  initial,
  save = saveProfileAction,
  clientId,
}: {
  initial: Values;
  save?: (prev: ProfileState, formData: FormData) => Promise<ProfileState>;
  clientId?: string;
}) {
  const [state, action, pending] = useActionState<ProfileState, FormData>(save, {});
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!state.at || state.at === seen.current) return;
    seen.current = state.at;
    if (state.ok) notify('Profile saved.');
    else if (state.error) notify(state.error, { variant: 'destructive' });
  }, [state]);
  // Values the person typed survive an error; after a save the form shows what was saved.
  const v = (k: keyof Values) => state.values?.[k] ?? initial[k];
  const err = (k: keyof Values) => state.fieldErrors?.[k];
  const aria = (k: keyof Values) => ({
    'aria-invalid': err(k) ? true : undefined,
    'aria-describedby': `${k}-error ${k}-hint`,
  });

  return (
    <form action={action} className="mt-5 grid gap-4 sm:grid-cols-2" noValidate>
      {clientId && <input type="hidden" name="clientId" value={clientId} />}
      <div className="sm:col-span-2">
        <Field id="fullName" label="Full name" error={err('fullName')}>
          <Input
            id="fullName"
            name="fullName"
            autoComplete="name"
            defaultValue={v('fullName')}
            {...aria('fullName')}
            key={`n${state.at}`}
          />
        </Field>
      </div>
      <Field
        id="phone"
        label="Phone / WhatsApp"
        hint="With country code, e.g. +91 98765 43210"
        error={err('phone')}
      >
        <Input
          id="phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          defaultValue={v('phone')}
          {...aria('phone')}
          key={`p${state.at}`}
        />
      </Field>
      <Field id="preferredContact" label="Best way to reach you" error={err('preferredContact')}>
        <select
          id="preferredContact"
          name="preferredContact"
          defaultValue={v('preferredContact')}
          key={`c${state.at}`}
          className="border-input bg-background h-11 w-full rounded-md border px-3"
          {...aria('preferredContact')}
        >
          <option value="">Choose…</option>
          {CONTACT_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {CONTACT_LABELS[c]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="country" label="Country where you live now" error={err('country')}>
        <Input
          id="country"
          name="country"
          autoComplete="country-name"
          defaultValue={v('country')}
          {...aria('country')}
          key={`r${state.at}`}
        />
      </Field>
      <Field
        id="citizenship"
        label="Citizenship"
        hint="As in your passport"
        error={err('citizenship')}
      >
        <Input
          id="citizenship"
          name="citizenship"
          defaultValue={v('citizenship')}
          {...aria('citizenship')}
          key={`z${state.at}`}
        />
      </Field>
      <Field id="dateOfBirth" label="Date of birth" error={err('dateOfBirth')}>
        <Input
          id="dateOfBirth"
          name="dateOfBirth"
          type="date"
          autoComplete="bday"
          defaultValue={v('dateOfBirth')}
          {...aria('dateOfBirth')}
          key={`d${state.at}`}
        />
      </Field>
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
