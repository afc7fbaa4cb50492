'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useAuth } from '@/components/auth/auth-context';
import { Button } from '@/components/ui/button';
import { controlProps, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { notify } from '@/components/ui/toast';
import { safeNextPath } from '@/lib/auth/safe-next';
import { isLocale, LOCALES, localeInfo, type Locale } from '@/lib/i18n/locales';
import { checkSignIn, checkSignUp, type FieldErrors } from '@/lib/auth/checks';
import { authErrorMessage } from '@/lib/auth/messages';
import { cn } from '@/lib/utils';
import { telHref } from '@/lib/config/links';
import { siteConfig } from '@/lib/config/site';
import { ResendConfirmation } from './resend-confirmation';
import { afterSignUpAction } from './sign-up-actions';

type Mode = 'sign-in' | 'sign-up';

const codeStep = (next: string) => `/auth/mfa?next=${encodeURIComponent(next)}`;

/**
 * Sign-up asks for no password: the person chooses it once, after the e-mail link. Auth needs one
 * to create the account, and the link replaces whatever it was (lib/auth/email-link.ts: whoever
 * signs up first with someone else's address must not keep a password that works), so the form
 * sends a random one that nobody ever sees.
 */
function unusedPassword() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Sign in and create account on one page; field errors next to fields, service errors as toasts. */
export function AuthForms({
  next,
  initialMode = 'sign-in',
  language = 'en',
}: {
  next?: string;
  initialMode?: Mode;
  /** The language the person browsed in (a translated page's sign-in link says so). */
  language?: Locale;
}) {
  const auth = useAuth();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [values, setValues] = useState({ fullName: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof typeof values>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [preferredLocale, setPreferredLocale] = useState<Locale>(language);
  /** The address whose sign-in was refused as not confirmed yet: offer to resend the link. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  /** Auth refused the sign-in as `user_banned`: the account was closed (lib/accounts/close.ts). */
  const [closed, setClosed] = useState(false);

  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (mode === 'sign-in') {
      const wrong = checkSignIn(values);
      if (Object.keys(wrong).length) return setErrors(wrong);
      setErrors({});
      setUnconfirmed(null);
      setClosed(false);
      const email = values.email.trim();
      const { error, needsCode } = await auth.signIn(email, values.password);
      if (error?.code === 'email_not_confirmed') return setUnconfirmed(email);
      if (error?.code === 'user_banned') return setClosed(true);
      if (error) return notify(authErrorMessage(error), { variant: 'destructive' });
      // A full load so server components and proxy see the new session cookie. `next` came from
      // the URL: only its normalised same-origin path is followed, resolved against this origin.
      const target = safeNextPath(next, '/', window.location.origin);
      // Two-step sign-in: the code from the authenticator app comes next, then `next`.
      if (!needsCode) notify('Signed in.');
      window.location.assign(needsCode ? codeStep(target) : target);
    } else {
      const wrong = checkSignUp(values);
      if (Object.keys(wrong).length) return setErrors(wrong);
      setErrors({});
      const email = values.email.trim();
      const { error } = await auth.signUp(
        email,
        unusedPassword(),
        values.fullName.trim(),
        safeNextPath(next, '/', window.location.origin),
        preferredLocale,
      );
      if (error) return notify(authErrorMessage(error), { variant: 'destructive' });
      // Before the notice, so a closed account's e-mail is queued by the time it shows. Its
      // answer is the same for every address (nothing to read from it).
      const sent = new FormData();
      sent.set('email', email);
      await afterSignUpAction(sent).catch(() => undefined);
      setSentTo(email);
    }
  }

  if (sentTo) {
    return (
      <div className="border-border rounded-lg border p-6 text-center" data-testid="check-email">
        <h2 className="text-xl font-bold">Check your e-mail</h2>
        <p className="text-muted-foreground mt-2">
          We sent a confirmation link to <strong className="text-foreground">{sentTo}</strong>. Open
          it and choose your password to finish creating your account. It can take a minute; check
          your spam folder too.
        </p>
        <div className="text-left">
          <ResendConfirmation email={sentTo} afterSignUp />
        </div>
        <Button
          variant="outline"
          className="mt-6"
          onClick={() => {
            setSentTo(null);
            setMode('sign-in');
          }}
        >
          Back to sign in
        </Button>
      </div>
    );
  }

  const tab = (m: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      id={`auth-tab-${m}`}
      aria-controls="auth-panel"
      aria-selected={mode === m}
      onClick={() => {
        setMode(m);
        setErrors({});
        setUnconfirmed(null);
        setClosed(false);
      }}
      className={cn(
        'flex-1 rounded-md px-3 py-2 text-sm font-semibold',
        mode === m ? 'bg-background shadow' : 'text-muted-foreground',
      )}
    >
      {label}
    </button>
  );

  return (
    <div className="border-border rounded-lg border p-6 shadow-sm">
      <div role="tablist" aria-label="Account" className="bg-muted mb-6 flex gap-1 rounded-lg p-1">
        {tab('sign-in', 'Sign in')}
        {tab('sign-up', 'Create account')}
      </div>
      {/* The tabs switch this one panel between its two forms: a tab needs the panel it controls
          (ARIA, and the Nu Html Checker refuses role=tab without a tabpanel). */}
      <div role="tabpanel" id="auth-panel" aria-labelledby={`auth-tab-${mode}`}>
        <form
          onSubmit={submit}
          noValidate
          aria-label={mode === 'sign-in' ? 'Sign in' : 'Create account'}
          className="space-y-2"
        >
          {mode === 'sign-up' && (
            <Field id="fullName" label="Full name" errors={errors.fullName}>
              <Input
                autoComplete="name"
                value={values.fullName}
                onChange={set('fullName')}
                {...controlProps('fullName', errors.fullName)}
              />
            </Field>
          )}
          {mode === 'sign-up' && (
            <Field
              id="preferredLocale"
              label="Your language"
              hint="Our e-mails to you come in it. You can change it later in your profile."
            >
              <select
                value={preferredLocale}
                onChange={(e) =>
                  setPreferredLocale(isLocale(e.target.value) ? e.target.value : 'en')
                }
                className="border-input bg-background h-11 w-full rounded-md border px-3"
                {...controlProps('preferredLocale', undefined)}
              >
                {LOCALES.map((l) => (
                  <option key={l} value={l} lang={localeInfo[l].tag}>
                    {l === 'en'
                      ? 'English'
                      : `${localeInfo[l].name} (${localeInfo[l].englishName})`}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field id="email" label="E-mail" errors={errors.email}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              value={values.email}
              onChange={set('email')}
              {...controlProps('email', errors.email)}
            />
          </Field>
          {mode === 'sign-in' ? (
            <Field id="password" label="Password" errors={errors.password}>
              <Input
                type="password"
                autoComplete="current-password"
                value={values.password}
                onChange={set('password')}
                {...controlProps('password', errors.password)}
              />
            </Field>
          ) : (
            <p className="text-muted-foreground text-sm" data-testid="password-later">
              We e-mail you a link to confirm your address. When you open it, you choose your
              password.
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" disabled={auth.loading}>
            {auth.loading ? 'Please wait…' : mode === 'sign-in' ? 'Sign in' : 'Create account'}
          </Button>
        </form>
        {mode === 'sign-in' && unconfirmed && <ResendConfirmation email={unconfirmed} />}
        {mode === 'sign-in' && closed && (
          <div
            role="alert"
            className="border-border bg-muted/50 mt-4 rounded-md border p-4 text-sm"
            data-testid="closed-account"
          >
            <p className="font-semibold">This account was closed.</p>
            <p className="mt-1">
              To reopen it or to start again, contact us:{' '}
              <a className="text-primary underline" href={telHref()}>
                {siteConfig.contact.phone}
              </a>{' '}
              or{' '}
              <a className="text-primary underline" href={`mailto:${siteConfig.contact.email}`}>
                {siteConfig.contact.email}
              </a>
              .
            </p>
          </div>
        )}
        {mode === 'sign-in' && (
          <p className="mt-4 text-center text-sm">
            <Link href="/auth/forgot" className="text-primary hover:underline">
              Forgot your password?
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
