'use client';

import { Fragment, type ReactNode, useActionState, useEffect, useRef, useState } from 'react';
import { controlProps, Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { idle } from '@/lib/forms/action-state';
import type { LeadKind } from '@/lib/leads/schema';
import { submitLeadAction } from './actions';
import { controlClass } from './control-class';
import { LeadFormAnswerContext } from './lead-form-state';

const SUBMIT_LABEL: Record<LeadKind, string> = {
  contact: 'Send message',
  callback: 'Request a call back',
  consultation: 'Request consultation',
};

function newKey() {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The lead form's behaviour (see lead-form.tsx for the server part that gives it its choices).
 * Works without JavaScript; with it, errors appear next to fields, values are kept, and the
 * answer (thanks, or what went wrong) is announced in the status line under the button. No
 * toast: the status line says it where the person is looking, and the toaster's script was the
 * largest part of /contact's JavaScript. A fresh idempotency key per render makes a double click
 * store one lead.
 */
export function LeadFormClient({
  kind,
  page,
  defaultVisa,
  countries,
  visaInterests,
  callbackWindows,
  submitClass,
  extra,
}: {
  kind: LeadKind;
  /** The page the form is on, where it posts without JavaScript (see lead-form.tsx). */
  page: string;
  defaultVisa?: string;
  countries: readonly string[];
  visaInterests: readonly string[];
  callbackWindows: readonly { id: string; label: string }[];
  /** The submit button's classes, from buttonVariants on the server (its code stays there). */
  submitClass: string;
  /** Fields only one kind of form has, rendered on the server (the consultation's date and time). */
  extra?: ReactNode;
}) {
  const [state, action, pending] = useActionState(submitLeadAction, idle, page);
  const [key, setKey] = useState('');
  const [context, setContext] = useState({
    sourcePage: '',
    utmSource: '',
    utmMedium: '',
    utmCampaign: '',
  });
  const formRef = useRef<HTMLFormElement>(null);
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    // After a success the form starts empty for the next request (once per answer).
    if (state.status !== 'ok' || state.at === seen.current) return;
    seen.current = state.at;
    formRef.current?.reset();
  }, [state]);

  useEffect(() => {
    // Browser-only values: a key for this render of the form, and where the visitor came from.
    const q = new URLSearchParams(window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setKey(newKey());
    setContext({
      sourcePage: window.location.pathname,
      utmSource: q.get('utm_source') ?? '',
      utmMedium: q.get('utm_medium') ?? '',
      utmCampaign: q.get('utm_campaign') ?? '',
    });
  }, []);

  const v: Record<string, string | undefined> =
    state.status === 'error' ? (state.values ?? {}) : {};
  const e: Record<string, string[] | undefined> = state.fieldErrors ?? {};
  const id = (name: string) => `${kind}-${name}`;
  const fp = (name: string, hint?: boolean) => ({ ...controlProps(id(name), e[name], hint), name });
  const label = (name: string) => id(name);
  // React 19 resets a form after its action runs. Text fields reset to their new defaultValue, but
  // a <select> (and a checkbox's defaultChecked) is only read when it mounts, so every dropdown fell
  // back to "Choose…" after an error. A new key per server answer remounts those controls with the
  // values the server sent back; the form itself stays mounted so its live regions still announce.
  const answer = state.at ?? 0;

  return (
    <form
      ref={formRef}
      action={action}
      noValidate
      className="space-y-4"
      aria-label={SUBMIT_LABEL[kind]}
      data-testid={`lead-form-${kind}`}
    >
      <input type="hidden" name="kind" value={kind} />
      {/* One key per filled-in form: after a success the next submission is a new lead. */}
      <input
        type="hidden"
        name="idempotencyKey"
        value={key ? `${key}-${state.status === 'ok' ? state.at : 0}` : ''}
      />
      <input type="hidden" name="sourcePage" value={context.sourcePage} />
      <input type="hidden" name="utmSource" value={context.utmSource} />
      <input type="hidden" name="utmMedium" value={context.utmMedium} />
      <input type="hidden" name="utmCampaign" value={context.utmCampaign} />
      {/* Honeypot: hidden from people and screen readers; bots that fill it are ignored. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id('website')}>Website</label>
        <input
          id={id('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <Field id={label('fullName')} label="Full name" required errors={e.fullName}>
        <input
          type="text"
          autoComplete="name"
          maxLength={100}
          defaultValue={v.fullName}
          className={controlClass}
          {...fp('fullName')}
        />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        {kind !== 'callback' && (
          <Field id={label('email')} label="E-mail" required errors={e.email}>
            <input
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              defaultValue={v.email}
              className={controlClass}
              {...fp('email')}
            />
          </Field>
        )}
        <Field
          id={label('phone')}
          label="Phone or WhatsApp"
          required={kind !== 'contact'}
          hint="With your country code, e.g. +91 98765 43210"
          errors={e.phone}
        >
          <input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={32}
            defaultValue={v.phone}
            className={controlClass}
            {...fp('phone', true)}
          />
        </Field>
        {kind === 'callback' && (
          <Field
            id={label('email')}
            label="E-mail"
            required={false}
            hint="So we can confirm your request"
            errors={e.email}
          >
            <input
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              defaultValue={v.email}
              className={controlClass}
              {...fp('email', true)}
            />
          </Field>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={label('country')} label="Country you live in" required errors={e.country}>
          <select
            key={answer}
            defaultValue={v.country ?? ''}
            className={controlClass}
            {...fp('country')}
          >
            <option value="" disabled>
              Choose a country
            </option>
            {countries.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={label('visaInterest')}
          label="Visa you are interested in"
          required
          errors={e.visaInterest}
        >
          <select
            key={answer}
            defaultValue={v.visaInterest ?? defaultVisa ?? ''}
            className={controlClass}
            {...fp('visaInterest')}
          >
            <option value="" disabled>
              Choose a visa type
            </option>
            {visaInterests.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
      </div>

      {kind === 'callback' && (
        <Field
          id={label('preferredWindow')}
          label="When should we call?"
          required
          hint="Weekdays, Sydney time."
          errors={e.preferredWindow}
        >
          <select
            key={answer}
            defaultValue={v.preferredWindow ?? ''}
            className={controlClass}
            {...fp('preferredWindow', true)}
          >
            <option value="" disabled>
              Choose a time
            </option>
            {callbackWindows.map((w) => (
              <option key={w.id} value={w.id}>
                {w.label}
              </option>
            ))}
          </select>
        </Field>
      )}

      {extra && (
        <LeadFormAnswerContext value={{ values: v, errors: e }}>
          <Fragment key={answer}>{extra}</Fragment>
        </LeadFormAnswerContext>
      )}

      {kind !== 'callback' && (
        <Field
          id={label('message')}
          label={kind === 'contact' ? 'Your message' : 'Anything we should know first?'}
          required={kind === 'contact'}
          errors={e.message}
        >
          <textarea
            rows={5}
            maxLength={3000}
            defaultValue={v.message}
            className={`${controlClass} h-auto min-h-28`}
            {...fp('message')}
          />
        </Field>
      )}

      <label className="flex items-start gap-2 text-sm">
        <input
          key={answer}
          type="checkbox"
          name="marketingConsent"
          defaultChecked={v.marketingConsent === 'on'}
          className="accent-primary mt-0.5 size-4"
        />
        <span>Send me occasional updates about visa changes. You can unsubscribe at any time.</span>
      </label>

      <p className="text-muted-foreground text-xs">
        We collect these details to answer your request and give migration advice; only our agents
        and staff see them, and our e-mail and hosting providers store them for us. We do not sell
        them. See our{' '}
        {/* A plain link: next/link's code was 4 KiB gzip of /contact's 6.6 KiB of own script
            (bench/page-weight.mjs), for a tap that loads a new page anyway. */}
        <a href="/privacy" className="underline">
          privacy policy
        </a>{' '}
        for how to access or correct your information.
      </p>

      <button type="submit" disabled={pending} className={submitClass}>
        {pending ? 'Sending…' : SUBMIT_LABEL[kind]}
      </button>
      <FormMessage state={state} showOk data-testid={`lead-status-${kind}`} />
    </form>
  );
}
