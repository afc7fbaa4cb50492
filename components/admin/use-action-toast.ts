'use client';

import { useEffect, useRef } from 'react';
import { notify } from '@/components/ui/sonner';

/**
 * A toast once per answer of an admin form's server action (`at` marks a new answer): the
 * message on success, the error (or a failed answer's message) in red.
 */
export function useActionToast(
  state: { ok?: boolean; at?: number; message?: string; error?: string },
  fallback = 'Saved.',
) {
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!state.at || state.at === seen.current) return;
    seen.current = state.at;
    if (state.ok) notify(state.message ?? fallback);
    else if (state.error ?? state.message)
      notify((state.error ?? state.message)!, { variant: 'destructive' });
  }, [state, fallback]);
}
