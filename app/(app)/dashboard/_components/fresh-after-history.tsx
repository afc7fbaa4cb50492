'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Back and Forward show a page as it was when it was left: the router restores its cached copy
 * and the browser may restore the whole page from its back/forward cache. On the dashboard that
 * copy can hold answers that were changed since, and saving it would write them back. So after
 * every history move the page is fetched again from the server, which renders what is saved.
 */
export function FreshAfterHistory() {
  const router = useRouter();
  useEffect(() => {
    // After the router's own popstate handler (a parent's listener, added after this one) has
    // queued the move: a refresh queued first would fetch the page being left and show it under
    // the new URL.
    const refresh = () => setTimeout(() => router.refresh(), 0);
    const restored = (e: PageTransitionEvent) => {
      if (e.persisted) refresh();
    };
    window.addEventListener('popstate', refresh);
    window.addEventListener('pageshow', restored);
    return () => {
      window.removeEventListener('popstate', refresh);
      window.removeEventListener('pageshow', restored);
    };
  }, [router]);
  return null;
}
