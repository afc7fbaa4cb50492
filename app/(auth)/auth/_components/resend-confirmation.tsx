'use client';

import { useState } from 'react';
import { useAuth } from '@/components/auth/auth-context';
import { Button } from '@/components/ui/button';
import { authErrorMessage } from '@/lib/auth/messages';

type Result = { ok: true } | { ok: false; message: string } | null;

/**
 * Sends the confirmation link again, with the outcome in words next to the button: on "Check your
 * e-mail" after a sign-up (`afterSignUp`: sign-up asks no password, so this is where a lost
 * e-mail is asked for again), and when a sign-in fails because the address is not confirmed yet
 * (accounts made before sign-up stopped asking for a password).
 */
export function ResendConfirmation({
  email,
  afterSignUp = false,
}: {
  email: string;
  afterSignUp?: boolean;
}) {
  const auth = useAuth();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result>(null);

  async function resend() {
    setSending(true);
    setResult(null);
    const { error } = await auth.resendConfirmation(email);
    setSending(false);
    setResult(error ? { ok: false, message: authErrorMessage(error) } : { ok: true });
  }

  return (
    <div
      className="border-border bg-muted/50 mt-4 rounded-md border p-4 text-sm"
      data-testid="unconfirmed-email"
    >
      {afterSignUp ? (
        <p className="font-semibold">No e-mail after a few minutes? Ask for a new link.</p>
      ) : (
        <>
          <p className="font-semibold">Please confirm your e-mail address first.</p>
          <p className="text-muted-foreground mt-1">
            We sent a confirmation link to <strong className="text-foreground">{email}</strong> when
            you created your account. Can&apos;t find it? Check your spam folder, or ask for a new
            one.
          </p>
        </>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-3"
        onClick={resend}
        disabled={sending}
      >
        {sending ? 'Sending…' : 'Resend the confirmation e-mail'}
      </Button>
      <p role="status" aria-live="polite" className="mt-2 font-medium">
        {result?.ok === true && (
          <span className="text-success">
            We sent a new confirmation link to {email}. It can take a minute to arrive.
          </span>
        )}
        {result?.ok === false && <span className="text-destructive">{result.message}</span>}
      </p>
    </div>
  );
}
