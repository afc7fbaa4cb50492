'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Well inside the 30 seconds in which a new message must appear. */
const EVERY_MS = 10_000;

/**
 * While the page is open and visible, asks /api/messages/poll what is new since the last answer
 * and re-renders the page (router.refresh) when something is. Hidden tabs do not poll; coming
 * back polls at once.
 */
export function MessagePoller({ since, clientId }: { since: string; clientId?: string }) {
  const router = useRouter();
  const cursor = useRef(since);
  const unread = useRef<number | null>(null);
  useEffect(() => {
    cursor.current = since;
  }, [since]);
  useEffect(() => {
    let stopped = false;
    async function poll() {
      if (document.hidden || stopped) return;
      const q = new URLSearchParams({ since: cursor.current });
      if (clientId) q.set('client', clientId);
      try {
        const res = await fetch(`/api/messages/poll?${q}`, { cache: 'no-store' });
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
  }, [clientId, router]);
  return null;
}
