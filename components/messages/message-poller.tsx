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
 *
 * `since` is the database snapshot the page's own read was taken in, and every answer carries the
 * snapshot it was read in (lib/messages/cursor.ts): each message is announced by exactly one
 * answer, so there is nothing to de-duplicate. The one thing to guard is order: an answer that
 * was under way while a refresh rendered a newer `since` must not put the older cursor back (the
 * next poll would announce again what the refresh already shows).
 */
export function MessagePoller({ since, clientId }: { since: string; clientId?: string }) {
  const router = useRouter();
  const cursor = useRef(since);
  /** Bumped by every render's new `since`: an answer asked for before it is stale. */
  const rendered = useRef(0);
  const unread = useRef<number | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  useEffect(() => {
    cursor.current = since;
    rendered.current += 1;
  }, [since]);
  useEffect(() => {
    if (signedOut) return;
    let stopped = false;
    async function poll() {
      if (document.hidden || stopped) return;
      const q = new URLSearchParams({ since: cursor.current });
      if (clientId) q.set('client', clientId);
      const asked = rendered.current;
      try {
        const res = await fetch(`/api/messages/poll?${q}`, { cache: 'no-store' });
        if (res.status === 401) {
          stopped = true;
          setSignedOut(true);
          return;
        }
        if (!res.ok) return;
        const a = (await res.json()) as { cursor: string; fresh: string[]; unread: number };
        if (asked !== rendered.current) return;
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
