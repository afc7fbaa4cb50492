'use client';

import { useEffect } from 'react';

/**
 * Back and Forward show a page as it was when it was left: the router restores its cached copy
 * and the browser may restore the whole page from its back/forward cache. On the dashboard that
 * copy can hold answers that were changed since, and saving it would write them back. So after
 * every history move the page is loaded again from the server, which renders what is saved.
 *
 * A full load, not router.refresh(): measured in Chromium, a refresh queued from popstate could
 * be applied to the entry being left and show that step's form under the new step's URL (issue
 * 23 item 1). Dashboard pages are rendered per request anyway; the scripts come from the cache.
 */
export function FreshAfterHistory() {
  useEffect(() => {
    const reload = () => window.location.reload();
    // Mounted with the page, this listener comes before the router's (a parent's effect runs
    // after its children's): stopping the event there spares a second request for the same
    // page, which the load below replaces anyway.
    const moved = (e: PopStateEvent) => {
      e.stopImmediatePropagation();
      reload();
    };
    const restored = (e: PageTransitionEvent) => {
      if (e.persisted) reload();
    };
    window.addEventListener('popstate', moved);
    window.addEventListener('pageshow', restored);
    return () => {
      window.removeEventListener('popstate', moved);
      window.removeEventListener('pageshow', restored);
    };
  }, []);
  return null;
}
