'use client';

import { Fragment, type ReactNode, useActionState, useEffect, useRef, useState } from 'react';
import { controlProps, Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { idle } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import type { LeadKind } from '@/lib/leads/schema';
import { submitLeadAction } from './actions';
import { controlClass } from './control-class';
import { LeadFormAnswerContext } from './lead-form-state';
import type { Choice, LeadFormText } from './lead-form-text';

function newKey() {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The lead form's behaviour (see lead-form.tsx for the server part that gives it its choices and
 * its words, in the page's language).
 * Works without JavaScript; with it, errors appear next to fields, values are kept, and the
 * answer (thanks, or what went wrong) is announced in the status line under the button. No
 * toast: the status line says it where the person is looking, and the toaster's script was the
 * largest part of /contact's JavaScript. A fresh idempotency key per render makes a double click
 * store one lead.
 */
export function LeadFormClient({
  kind,
  locale,
  page,
  text,
  defaultVisa,
  countries,
  visaInterests,
  callbackWindows,
  submitClass,
  extra,
}: {
  kind: LeadKind;
  /** The page's language: the server action answers in it (and records it with the lead). */
  locale: Locale;
  /** The page the form is on, where it posts without JavaScript (see lead-form.tsx). */
  page: string;
  text: LeadFormText;
  defaultVisa?: string;
  countries: readonly Choice[];
  visaInterests: readonly Choice[];
  callbackWindows: readonly Choice[];
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
      aria-label={text.submit}
      data-testid={`lead-form-${kind}`}
    >
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="locale" value={locale} />
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
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
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

      <Field id={label('fullName')} label={text.fullName} required errors={e.fullName}>
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
          <Field id={label('email')} label={text.email} required errors={e.email}>
            <input
              type="email"
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              maxLength={254}
              defaultValue={v.email}
              className={controlClass}
              {...fp('email')}
            />
          </Field>
        )}
        <Field
          id={label('phone')}
          label={text.phone}
          required={kind !== 'contact'}
          optionalText={text.optional}
          hint={text.phoneHint}
          errors={e.phone}
        >
          <input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            dir="ltr"
            maxLength={32}
            defaultValue={v.phone}
            className={controlClass}
            {...fp('phone', true)}
          />
        </Field>
        {kind === 'callback' && (
          <Field
            id={label('email')}
            label={text.email}
            required={false}
            optionalText={text.optional}
            hint={text.emailHint}
            errors={e.email}
          >
            <input
              type="email"
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              maxLength={254}
              defaultValue={v.email}
              className={controlClass}
              {...fp('email', true)}
            />
          </Field>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={label('country')} label={text.country} required errors={e.country}>
          <select
            key={answer}
            defaultValue={v.country ?? ''}
            className={controlClass}
            {...fp('country')}
          >
            <option value="" disabled>
              {text.chooseCountry}
            </option>
            {countries.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={label('visaInterest')}
          label={text.visaInterest}
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
              {text.chooseVisa}
            </option>
            {visaInterests.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
      </div>

      {kind === 'callback' && (
        <Field
          id={label('preferredWindow')}
          label={text.callWhen}
          required
          hint={text.callWhenHint}
          errors={e.preferredWindow}
        >
          <select
            key={answer}
            defaultValue={v.preferredWindow ?? ''}
            className={controlClass}
            {...fp('preferredWindow', true)}
          >
            <option value="" disabled>
              {text.chooseTime}
            </option>
            {callbackWindows.map((w) => (
              <option key={w.value} value={w.value}>
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
          label={text.message}
          required={kind === 'contact'}
          optionalText={text.optional}
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
        <span>{text.updates}</span>
      </label>

      {/* Rendered on the server (lead-form-text.tsx), its link a plain <a>. */}
      <p className="text-muted-foreground text-xs">{text.privacy}</p>

      <button type="submit" disabled={pending} className={submitClass}>
        {pending ? text.sending : text.submit}
      </button>
      <FormMessage state={state} showOk data-testid={`lead-status-${kind}`} />
    </form>
  );
}
