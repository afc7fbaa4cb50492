'use client';

import { useActionState } from 'react';
import { CodeInput } from '@/components/auth/code-input';
import { Button } from '@/components/ui/button';
import { Field, controlProps } from '@/components/ui/field';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { confirmEnrolmentAction, type EnrolField, startEnrolmentAction } from './actions';

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
  useActionToast(started, { fallback: 'Scan the code with your authenticator app.' });
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
        <li>Scan this code, or type the key below if your phone cannot scan.</li>
        <li>Enter the 6 digits the app shows.</li>
      </ol>
      <div
        className="h-[200px] w-[200px] bg-white"
        role="img"
        aria-label="QR code for your authenticator app"
        data-testid="totp-qr"
        // Our own server drew this SVG from the otpauth:// address; nothing of the person's in it.
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <p className="text-sm">
        Key for typing in:{' '}
        <code className="bg-muted rounded px-1.5 py-0.5 break-all" data-testid="totp-secret">
          {setup.secret}
        </code>
      </p>
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
