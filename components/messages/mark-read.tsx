'use client';

import { useEffect } from 'react';

/**
 * Marks the thread on screen read once it has been shown: rendering a page writes nothing, so a
 * prefetch, a crawler or a page built and never seen does not count as read. `shown` is the
 * thread's cursor: each render that shows something new (the poller refreshes the page when a
 * message comes) marks again. Without JavaScript nothing is marked here; sending a message from
 * the thread marks it read too (the send actions), as answering means it was read.
 */
export function MarkRead({
  action,
  shown,
  clientId,
}: {
  action: (formData: FormData) => Promise<void>;
  shown: string;
  /** Whose thread, for an agent's page. */
  clientId?: string;
}) {
  useEffect(() => {
    // A FormData, as every action of ours takes (lib/http/action-guard.ts refuses other calls).
    const form = new FormData();
    if (clientId) form.set('clientId', clientId);
    action(form).catch(() => {
      // Not worth a message: the thread stays unread and is marked the next time it is shown.
    });
  }, [action, shown, clientId]);
  return null;
}
