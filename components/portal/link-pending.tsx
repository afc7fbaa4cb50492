'use client';

import { useLinkStatus } from 'next/link';

/**
 * Inside a portal <Link>: a pulsing dot while that link's page is on its way, so a tap on a slow
 * line answers at once. Not a loading.tsx: that streams every portal page behind a Suspense
 * boundary, and a browser without JavaScript would then keep the placeholder and never show the
 * page (and a refused agent page would answer 200 instead of 403).
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="link-pending"
      className="ml-1.5 inline-block size-2 shrink-0 animate-pulse rounded-full bg-current"
    />
  );
}
