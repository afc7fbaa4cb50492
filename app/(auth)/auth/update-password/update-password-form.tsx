'use client';

import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/sonner';
import {
  authErrorMessage,
  fieldErrors,
  newPasswordSchema,
  type FieldErrors,
} from '@/lib/auth/schemas';
import { createClient } from '@/lib/supabase/client';
import { TextField } from '../_components/text-field';

export function UpdatePasswordForm() {
  const supabase = useMemo(() => createClient(), []);
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<typeof values>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = newPasswordSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    const { error } = await supabase.auth.updateUser({ password: parsed.data.password });
    setBusy(false);
    if (error) return notify(authErrorMessage(error), { variant: 'destructive' });
    notify('Your password has been changed.');
    // A full load on purpose: every island and server component must see the new session state.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/dashboard');
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="border-border bg-background space-y-2 rounded-lg border p-6"
    >
      <TextField
        id="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        error={errors.password}
      />
      <TextField
        id="confirm"
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(e) => setValues((v) => ({ ...v, confirm: e.target.value }))}
        error={errors.confirm}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Saving…' : 'Save new password'}
      </Button>
    </form>
  );
}
