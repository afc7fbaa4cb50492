'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field, FieldErrors } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ENGAGEMENT_SERVICES } from '@/lib/config/engagement';
import {
  DISBURSEMENT_ROWS,
  FEE_ROWS,
  INSTALMENT_ROWS,
  OTHER_SERVICE_ROWS,
  type OfferField,
} from '@/lib/engagements/offer-fields';
import { idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { type OfferState, saveOfferAction } from './actions';

const FAMILY_NAMES: Record<string, string> = {
  common: 'Every application',
  gsm: 'Skilled (GSM)',
  employer: 'Employer sponsored',
  partner: 'Partner',
  student: 'Student',
  business: 'Business',
};

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);
const textareaClass =
  'border-input bg-background aria-invalid:border-destructive w-full rounded-md border p-2 text-base';

/** Compose or edit an offer. Saving keeps it a draft and opens the preview the client will see. */
export function OfferForm({
  clientId,
  assessmentId,
  id,
  initial,
}: {
  clientId: string;
  assessmentId?: string;
  /** Set when editing a draft. */
  id?: string;
  initial: Partial<Record<OfferField, string>>;
}) {
  const [state, action, pending] = useActionState<OfferState, FormData>(saveOfferAction, idle);
  useActionToast(state);
  const v = { ...initial, ...state.values };
  const err = (k: OfferField) => state.fieldErrors?.[k];
  const chosen = new Set((v.services ?? '').split(',').filter(Boolean));
  const money = (
    labelKey: OfferField,
    amountKey: OfferField,
    labelText: string,
    amountText: string,
  ) => (
    <div className="grid grid-cols-[1fr_8rem] gap-2">
      <Field
        id={labelKey}
        label={<span className="sr-only">{labelText}</span>}
        errors={err(labelKey)}
        look="admin"
      >
        <Input
          {...controlProps(labelKey, err(labelKey))}
          defaultValue={v[labelKey] ?? ''}
          placeholder={labelText}
        />
      </Field>
      <Field
        id={amountKey}
        label={<span className="sr-only">{amountText}</span>}
        errors={err(amountKey)}
        look="admin"
      >
        <Input
          {...controlProps(amountKey, err(amountKey))}
          inputMode="decimal"
          defaultValue={v[amountKey] ?? ''}
          placeholder="$ AUD"
        />
      </Field>
    </div>
  );

  return (
    <form
      action={action}
      noValidate
      className="space-y-6"
      key={state.at ?? 'form'}
      data-testid="offer-form"
    >
      <input type="hidden" name="clientId" value={clientId} />
      {assessmentId && <input type="hidden" name="assessmentId" value={assessmentId} />}
      {id && <input type="hidden" name="id" value={id} />}

      <fieldset className="space-y-3">
        <legend className="font-semibold">Services</legend>
        {Object.entries(ENGAGEMENT_SERVICES).map(([family, list]) => (
          <div key={family}>
            <p className="text-muted-foreground text-xs font-medium uppercase">
              {FAMILY_NAMES[family] ?? family}
            </p>
            <ul className="mt-1 grid gap-1 sm:grid-cols-2">
              {list.map((s) => (
                <li key={s.code}>
                  <label className="flex items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="services"
                      value={s.code}
                      defaultChecked={chosen.has(s.code)}
                      className="mt-1 size-4"
                    />
                    {s.label}
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {rows(OTHER_SERVICE_ROWS).map((i) => {
          const k = `otherService${i}` as OfferField;
          return (
            <Field
              key={k}
              id={k}
              label={`Other service ${i + 1}`}
              required={false}
              errors={err(k)}
              look="admin"
            >
              <Input {...controlProps(k, err(k))} defaultValue={v[k] ?? ''} />
            </Field>
          );
        })}
        <FieldErrors id="services" errors={err('services')} look="admin" />
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="font-semibold">Professional fees (AUD, before GST)</legend>
        {rows(FEE_ROWS).map((i) => (
          <div key={i}>
            {money(
              `feeLabel${i}` as OfferField,
              `feeAmount${i}` as OfferField,
              `Fee ${i + 1}: what for`,
              `Fee ${i + 1}: amount`,
            )}
          </div>
        ))}
        <FieldErrors id="fees" errors={err('fees')} look="admin" />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="gstApplies"
            defaultChecked={v.gstApplies !== 'off'}
            className="mt-1 size-4"
            aria-describedby="gst-note"
          />
          <span>
            Add GST (10%)
            <span id="gst-note" className="text-muted-foreground block text-xs">
              Services to a client who is outside Australia can be GST-free: untick only when that
              applies to this client. The offer tells the client which way it is.
            </span>
          </span>
        </label>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="font-semibold">Estimated government charges and other costs</legend>
        <p className="text-muted-foreground text-xs">
          Shown apart from your fees and marked “paid by you to the government”, e.g. the visa
          application charge, skills assessment fee, health examination.
        </p>
        {rows(DISBURSEMENT_ROWS).map((i) => (
          <div key={i}>
            {money(
              `disbLabel${i}` as OfferField,
              `disbAmount${i}` as OfferField,
              `Charge ${i + 1}: what`,
              `Charge ${i + 1}: amount`,
            )}
          </div>
        ))}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="font-semibold">Payment terms (instalments of your fees)</legend>
        <p className="text-muted-foreground text-xs">
          What makes each instalment payable, e.g. “On accepting this offer”, “Before lodgement”.
          Leave empty for one payment on acceptance. Listed instalments must add up to the total
          with GST; a remainder that depends on an event is its own instalment, e.g. “Balance
          payable on visa grant”.
        </p>
        {rows(INSTALMENT_ROWS).map((i) => (
          <div key={i}>
            {money(
              `payTrigger${i}` as OfferField,
              `payAmount${i}` as OfferField,
              `Instalment ${i + 1}: when`,
              `Instalment ${i + 1}: amount`,
            )}
          </div>
        ))}
        <FieldErrors id="payments" errors={err('payments')} look="admin" />
      </fieldset>

      <Field
        id="conflictDeclaration"
        label="Conflict of interest declaration"
        required
        errors={err('conflictDeclaration')}
        look="admin"
      >
        <textarea
          {...controlProps('conflictDeclaration', err('conflictDeclaration'))}
          rows={3}
          className={textareaClass}
          defaultValue={v.conflictDeclaration ?? ''}
        />
      </Field>

      <Field
        id="expiresOn"
        label="Offer open until"
        required
        hint="The last day the client can accept, in Sydney time. 30 days unless you choose otherwise."
        errors={err('expiresOn')}
        look="admin"
      >
        <Input
          {...controlProps('expiresOn', err('expiresOn'), true)}
          type="date"
          defaultValue={v.expiresOn ?? ''}
          className="max-w-xs"
        />
      </Field>

      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save and preview'}
      </Button>
    </form>
  );
}
