'use client';

import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { notify } from '@/components/ui/toast';
import { checkNewPassword, type FieldErrors } from '@/lib/auth/checks';
import { authErrorMessage } from '@/lib/auth/messages';
import { createClient } from '@/lib/supabase/client';

/**
 * Sets the password of the signed-in person. With `secure_password_change` Supabase asks a
 * session signed in over 24 hours ago to prove it is still the person: the answer
 * reauthentication_needed makes us e-mail a code (GET /reauthenticate) and ask for it here.
 */
export function UpdatePasswordForm({ next = '/dashboard' }: { next?: string }) {
  const supabase = useMemo(() => createClient(), []);
  const [values, setValues] = useState({ password: '', confirm: '', code: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof typeof values>>({});
  const [busy, setBusy] = useState(false);
  /** Set once a code was e-mailed: the form then asks for it. */
  const [codeSent, setCodeSent] = useState(false);

  async function sendCode() {
    const { error } = await supabase.auth.reauthenticate();
    if (error) return notify(authErrorMessage(error), { variant: 'destructive' });
    setCodeSent(true);
    notify('We e-mailed you a security code.');
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const wrong = checkNewPassword(values);
    if (Object.keys(wrong).length) return setErrors(wrong);
    if (codeSent && !/^\d{6,10}$/.test(values.code.trim()))
      return setErrors({ code: ['Enter the code from the e-mail we sent you.'] });
    setErrors({});
    setBusy(true);
    const { error } = await supabase.auth.updateUser({
      password: values.password,
      ...(codeSent ? { nonce: values.code.trim() } : {}),
    });
    if (error?.code === 'reauthentication_needed') {
      await sendCode();
      return setBusy(false);
    }
    setBusy(false);
    if (error?.code === 'reauthentication_not_valid')
      return setErrors({
        code: ['That code is wrong or has expired. Check it, or send a new one.'],
      });
    if (error) return notify(authErrorMessage(error), { variant: 'destructive' });
    notify('Your password has been saved.');
    // A full load on purpose: every island and server component must see the new session state.
    window.location.assign(next);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="border-border bg-background space-y-2 rounded-lg border p-6"
    >
      <Field id="password" label="New password" errors={errors.password}>
        <Input
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
          {...controlProps('password', errors.password)}
        />
      </Field>
      <Field id="confirm" label="Repeat new password" errors={errors.confirm}>
        <Input
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={(e) => setValues((v) => ({ ...v, confirm: e.target.value }))}
          {...controlProps('confirm', errors.confirm)}
        />
      </Field>
      {codeSent && (
        <div data-testid="reauthentication">
          <p className="text-muted-foreground mb-2 text-sm">
            You signed in more than a day ago, so we need to check it is you. We e-mailed a security
            code to your address: enter it here.
          </p>
          <Field id="code" label="Security code from the e-mail" errors={errors.code}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              value={values.code}
              onChange={(e) => setValues((v) => ({ ...v, code: e.target.value }))}
              {...controlProps('code', errors.code)}
            />
          </Field>
          <Button type="button" variant="outline" size="sm" onClick={sendCode}>
            Send a new code
          </Button>
        </div>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Saving…' : 'Save new password'}
      </Button>
    </form>
  );
}
