'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field, type FieldLook } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { idle, type ActionState } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { CONTACT_CHANNELS, CONTACT_LABELS } from '@/lib/profiles/constants';
import { DateBoxes } from '@/components/ui/date-boxes';
import type { ProfileField } from '@/lib/profiles/schema';
import { LOCALES, localeInfo } from '@/lib/i18n/locales';

type Values = Record<ProfileField, string>;

/**
 * The profile form: the client's own (`save`: the dashboard's action) and an agent's correction
 * in the admin panel (`save`: the agent's action, `clientId`: whose profile).
 */
export function ProfileForm({
  initial,
  save,
  clientId,
}: {
  initial: Values;
  save: (prev: ActionState<ProfileField>, formData: FormData) => Promise<ActionState<ProfileField>>;
  clientId?: string;
}) {
  const [state, action, pending] = useActionState(save, idle);
  useActionToast(state, { fallback: 'Profile saved.' });
  // Values the person typed survive an error; after a save the form shows what was saved.
  const v = (k: ProfileField) => state.values?.[k] ?? initial[k];
  const err = (k: ProfileField) => state.fieldErrors?.[k];
  // An agent's correction (`clientId` set) sits in the admin panel: its fields have that look.
  const look: FieldLook = clientId ? 'admin' : 'portal';
  const field = (k: ProfileField, label: string, hint?: string) => ({
    id: k,
    label,
    hint,
    errors: err(k),
    look,
  });

  return (
    <form action={action} className="mt-5 grid gap-4 sm:grid-cols-2" noValidate>
      {clientId && <input type="hidden" name="clientId" value={clientId} />}
      <div className="sm:col-span-2">
        <Field {...field('fullName', 'Full name')}>
          <Input
            autoComplete="name"
            defaultValue={v('fullName')}
            {...controlProps('fullName', err('fullName'))}
            key={`n${state.at}`}
          />
        </Field>
      </div>
      <Field {...field('phone', 'Phone / WhatsApp', 'With country code, e.g. +91 98765 43210')}>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          defaultValue={v('phone')}
          {...controlProps('phone', err('phone'), true)}
          key={`p${state.at}`}
        />
      </Field>
      <Field {...field('preferredContact', 'Best way to reach you')}>
        <select
          defaultValue={v('preferredContact')}
          key={`c${state.at}`}
          className="border-input bg-background h-11 w-full rounded-md border px-3"
          {...controlProps('preferredContact', err('preferredContact'))}
        >
          <option value="">Choose…</option>
          {CONTACT_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {CONTACT_LABELS[c]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        {...field(
          'preferredLocale',
          'Your language',
          'Our e-mails to you come in it; agreements and invoices stay in English.',
        )}
      >
        <select
          defaultValue={v('preferredLocale') || 'en'}
          key={`l${state.at}`}
          className="border-input bg-background h-11 w-full rounded-md border px-3"
          {...controlProps('preferredLocale', err('preferredLocale'))}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={localeInfo[l].tag}>
              {l === 'en' ? 'English' : `${localeInfo[l].name} (${localeInfo[l].englishName})`}
            </option>
          ))}
        </select>
      </Field>
      <Field {...field('country', 'Country where you live now')}>
        <Input
          autoComplete="country-name"
          defaultValue={v('country')}
          {...controlProps('country', err('country'))}
          key={`r${state.at}`}
        />
      </Field>
      <Field {...field('citizenship', 'Citizenship', 'As in your passport')}>
        <Input
          defaultValue={v('citizenship')}
          {...controlProps('citizenship', err('citizenship'), true)}
          key={`z${state.at}`}
        />
      </Field>
      {/* Three boxes, not a date field: that one posts nothing for 30/02, which erased the
          saved date (lib/forms/date-parts.ts). A bad date comes back as typed. */}
      <DateBoxes
        key={`d${state.at}`}
        id="dateOfBirth"
        name="dateOfBirth"
        label="Date of birth"
        value={v('dateOfBirth')}
        errors={err('dateOfBirth')}
        look={look}
        birthday
      />
      <div className="sm:col-span-2">
        <Field
          {...field(
            'postalAddress',
            'Postal address',
            'For your tax invoices: street, town, state or province, postcode, country. Up to 6 lines.',
          )}
        >
          <textarea
            autoComplete="street-address"
            rows={4}
            defaultValue={v('postalAddress')}
            key={`a${state.at}`}
            className="border-input bg-background w-full rounded-md border px-3 py-2"
            {...controlProps('postalAddress', err('postalAddress'), true)}
          />
        </Field>
      </div>
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
