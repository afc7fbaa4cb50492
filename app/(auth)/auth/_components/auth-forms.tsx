'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useAuth } from '@/components/auth/auth-context';
import { Button } from '@/components/ui/button';
import { controlProps, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { notify } from '@/components/ui/toast';
import { safeNextPath } from '@/lib/auth/safe-next';
import { checkSignIn, checkSignUp, type FieldErrors } from '@/lib/auth/checks';
import { authErrorMessage } from '@/lib/auth/messages';
import { cn } from '@/lib/utils';
import { ResendConfirmation } from './resend-confirmation';

type Mode = 'sign-in' | 'sign-up';

const codeStep = (next: string) => `/auth/mfa?next=${encodeURIComponent(next)}`;

/** Sign in and create account on one page; field errors next to fields, service errors as toasts. */
export function AuthForms({
  next,
  initialMode = 'sign-in',
}: {
  next?: string;
  initialMode?: Mode;
}) {
  const auth = useAuth();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [values, setValues] = useState({ fullName: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof typeof values>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  /** The address whose sign-in was refused as not confirmed yet: offer to resend the link. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (mode === 'sign-in') {
      const wrong = checkSignIn(values);
      if (Object.keys(wrong).length) return setErrors(wrong);
      setErrors({});
      setUnconfirmed(null);
      const email = values.email.trim();
      const { error, needsCode } = await auth.signIn(email, values.password);
      if (error?.code === 'email_not_confirmed') return setUnconfirmed(email);
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
        values.password,
        values.fullName.trim(),
        safeNextPath(next, '/', window.location.origin),
      );
      if (error) return notify(authErrorMessage(error), { variant: 'destructive' });
      setSentTo(email);
    }
  }

  if (sentTo) {
    return (
      <div className="border-border rounded-lg border p-6 text-center" data-testid="check-email">
        <h2 className="text-xl font-bold">Check your e-mail</h2>
        <p className="text-muted-foreground mt-2">
          We sent a confirmation link to <strong className="text-foreground">{sentTo}</strong>. Open
          it to finish creating your account. It can take a minute; check your spam folder too.
        </p>
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
          <Field id="password" label="Password" errors={errors.password}>
            <Input
              type="password"
              autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
              value={values.password}
              onChange={set('password')}
              {...controlProps('password', errors.password)}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={auth.loading}>
            {auth.loading ? 'Please wait…' : mode === 'sign-in' ? 'Sign in' : 'Create account'}
          </Button>
        </form>
        {mode === 'sign-in' && unconfirmed && <ResendConfirmation email={unconfirmed} />}
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
