'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

/** Well inside the 30 seconds in which a new message must appear. */
const EVERY_MS = 10_000;

/**
 * While the page is open and visible, asks /api/messages/poll what is new since the last answer
 * and re-renders the page (router.refresh) when something is. Hidden tabs do not poll; coming
 * back polls at once. A 401 (signed out, or signed out everywhere from another device) stops the
 * polling for good and says so with a way back, rather than leaving a page that looks live but
 * will never show a new message.
 */
export function MessagePoller({ since, clientId }: { since: string; clientId?: string }) {
  const router = useRouter();
  const cursor = useRef(since);
  const unread = useRef<number | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  useEffect(() => {
    cursor.current = since;
  }, [since]);
  useEffect(() => {
    if (signedOut) return;
    let stopped = false;
    async function poll() {
      if (document.hidden || stopped) return;
      const q = new URLSearchParams({ since: cursor.current });
      if (clientId) q.set('client', clientId);
      try {
        const res = await fetch(`/api/messages/poll?${q}`, { cache: 'no-store' });
        if (res.status === 401) {
          stopped = true;
          setSignedOut(true);
          return;
        }
        if (!res.ok) return;
        const a = (await res.json()) as { cursor: string; fresh: string[]; unread: number };
        const changed =
          a.fresh.length > 0 || (unread.current !== null && a.unread !== unread.current);
        cursor.current = a.cursor;
        unread.current = a.unread;
        if (changed && !stopped) router.refresh();
      } catch {
        // Offline for a moment: the next tick tries again.
      }
    }
    const timer = setInterval(poll, EVERY_MS);
    const onVisible = () => void (!document.hidden && poll());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [clientId, router, signedOut]);
  if (!signedOut) return null;
  return <SignedOutNote />;
}

/** Rendered only in the browser, after a poll: `window` is there. */
function SignedOutNote() {
  const back = window.location.pathname + window.location.search;
  return (
    <p role="status" className="border-border bg-muted/40 rounded-md border p-3 text-sm">
      You have been signed out, so new messages will not appear here.{' '}
      <a href={`/auth?next=${encodeURIComponent(back)}`} className="font-medium underline">
        Sign in again
      </a>{' '}
      to see them.
    </p>
  );
}
