'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

/**
 * What error.tsx shows in the portal when a page part failed to load (the database busy or
 * restarting, a bug): what happened in the reader's terms, that nothing was lost, and a retry that
 * renders the page on the server again (router.refresh, then the boundary resets), not a full
 * reload of the phone's scripts. `digest` names the server's log line, for the agency.
 */
export function PortalError({
  title,
  children,
  digest,
  reset,
}: {
  title: string;
  children: React.ReactNode;
  digest?: string;
  reset: () => void;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div
      role="alert"
      className="mx-auto max-w-xl px-4 py-12 text-center"
      data-testid="portal-error"
    >
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="text-muted-foreground mt-3 space-y-2">{children}</div>
      <button
        type="button"
        disabled={pending}
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
        className="btn btn-md btn-primary mt-6"
      >
        {pending ? 'Trying again…' : 'Try again'}
      </button>
      {digest && <p className="text-muted-foreground mt-6 text-xs">Reference: {digest}</p>}
    </div>
  );
}
