'use client';

import { useActionState, useState } from 'react';
import { CodeInput } from '@/components/auth/code-input';
import { Button } from '@/components/ui/button';
import { Field, controlProps } from '@/components/ui/field';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { confirmEnrolmentAction, type EnrolField, startEnrolmentAction } from './actions';

/**
 * The key as text with a Copy button, and the otpauth:// link that opens the authenticator app:
 * on a phone the QR code is on the very screen that would have to scan it, so these come first
 * there (the QR code comes first from a small screen up, for scanning with another device).
 */
function SetupKey({ secret, uri }: { secret: string; uri?: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }
  return (
    <div className="space-y-2 text-sm" data-testid="totp-key">
      <p>Key to add in the app (choose “enter a setup key”):</p>
      <p className="flex flex-wrap items-center gap-2">
        <code
          className="bg-muted rounded px-1.5 py-0.5 text-base break-all select-all"
          data-testid="totp-secret"
        >
          {secret}
        </code>
        <Button type="button" variant="outline" size="sm" className="min-h-11" onClick={copy}>
          Copy key
        </Button>
      </p>
      <p role="status" aria-live="polite" className="text-muted-foreground">
        {copied === 'yes' && 'Copied. Paste it in your authenticator app.'}
        {copied === 'no' && 'Could not copy: select the key and copy it by hand.'}
      </p>
      {uri?.startsWith('otpauth://') && (
        <p>
          <a
            href={uri}
            className="text-primary inline-flex min-h-11 items-center underline"
            data-testid="totp-open-app"
          >
            Or open it in the authenticator app on this phone
          </a>
        </p>
      )}
    </div>
  );
}

/**
 * Setting up an authenticator app: one button starts it (the server makes the factor and draws
 * its QR code as SVG), then the first code finishes it. `doneHref` is where to go once it is on
 * (an agent continues to the admin pages; a client stays on the tab).
 */
export function EnrolForm({ doneHref }: { doneHref?: string }) {
  const [started, start, starting] = useActionState<ActionState<EnrolField>, FormData>(
    startEnrolmentAction,
    idle,
  );
  const [confirmed, confirm, confirming] = useActionState<ActionState<EnrolField>, FormData>(
    confirmEnrolmentAction,
    idle,
  );
  useActionToast(started, { fallback: 'Add the key to your authenticator app.' });
  useActionToast(confirmed, { fallback: 'Two-step sign-in is on.' });
  // The QR code and key stay on screen while the person tries another code.
  const setup = started.values;

  if (confirmed.status === 'ok')
    return (
      <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
        Two-step sign-in is on. From now on we ask for a code from your app after your password.
      </p>
    );

  if (!setup?.qrSvg || !setup.factorId)
    return (
      <form action={start}>
        <Button type="submit" disabled={starting}>
          {starting ? 'Starting…' : 'Set up an authenticator app'}
        </Button>
      </form>
    );

  const errors = confirmed.fieldErrors?.code;
  return (
    <div className="space-y-4" data-testid="enrolment">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>
          Open an authenticator app on your phone (for example Google Authenticator, Microsoft
          Authenticator or 2FAS) and add an account.
        </li>
        <li>
          Add the key below in the app (or open the link on this phone), or scan the QR code from
          another device.
        </li>
        <li>Enter the 6 digits the app shows.</li>
      </ol>
      <div className="flex flex-col gap-4">
        <div className="order-1 sm:order-2">
          <SetupKey secret={setup.secret ?? ''} uri={setup.uri} />
        </div>
        <div className="order-2 sm:order-1">
          <div
            className="h-[200px] w-[200px] bg-white"
            role="img"
            aria-label="QR code for your authenticator app"
            data-testid="totp-qr"
            // Our own server drew this SVG from the otpauth:// address; nothing of the person's in it.
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
        </div>
      </div>
      <form action={confirm} className="max-w-xs space-y-3" noValidate>
        <input type="hidden" name="factorId" value={setup.factorId} />
        {doneHref && <input type="hidden" name="next" value={doneHref} />}
        <Field id="code" label="Code from the app" errors={errors} required>
          <CodeInput
            {...controlProps('code', errors)}
            key={confirmed.at}
            defaultValue={confirmed.values?.code ?? ''}
          />
        </Field>
        <Button type="submit" disabled={confirming}>
          {confirming ? 'Checking…' : 'Turn on two-step sign-in'}
        </Button>
      </form>
    </div>
  );
}
