'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { notify } from '@/components/ui/toast';
import { authErrorMessage } from '@/lib/auth/messages';
import { checkEmail } from '@/lib/forms/email-rule';
import { createClient } from '@/lib/supabase/client';

export function ForgotForm() {
  const supabase = useMemo(() => createClient(), []);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const wrong = checkEmail(email);
    if (wrong) return setError(wrong);
    setError(undefined);
    setBusy(true);
    const { error: apiError } = await supabase.auth.resetPasswordForEmail(email.trim(), {
      redirectTo: `${window.location.origin}/auth/update-password`,
    });
    setBusy(false);
    // Supabase answers a repeat within a minute with 429 only for an address that has an
    // account (unknown ones always get 200), so showing it would tell anyone who is a client:
    // both get the same screen, which says a repeat is not sent.
    if (apiError && apiError.code !== 'over_email_send_rate_limit')
      return notify(authErrorMessage(apiError), { variant: 'destructive' });
    setSent(true);
  }

  if (sent) {
    return (
      <p className="border-border bg-background rounded-lg border p-6" data-testid="reset-sent">
        If an account exists for <strong>{email}</strong>, we have sent it a link to choose a new
        password. We send at most one link a minute: if you asked a moment ago, use the link already
        on its way.{' '}
        <Link href="/auth" className="text-primary underline">
          Back to sign in
        </Link>
      </p>
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="border-border bg-background space-y-2 rounded-lg border p-6"
    >
      <Field id="email" label="E-mail" errors={error}>
        <Input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...controlProps('email', error)}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Sending…' : 'Send reset link'}
      </Button>
    </form>
  );
}
