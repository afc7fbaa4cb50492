'use client';

import { useEffect, useRef } from 'react';
import type { ActionState } from '@/lib/forms/action-state';
import { notify } from './toast';

/**
 * A toast once per answer of a server action (`state.at` marks a new answer): the message on
 * success (or `fallback`), the message in red on failure. `onOk` runs once per success (e.g. to
 * reset the form).
 */
export function useActionToast(
  state: ActionState<string>,
  options: { fallback?: string; onOk?: () => void } = {},
) {
  const seen = useRef<number | undefined>(undefined);
  const { fallback = 'Saved.', onOk } = options;
  useEffect(() => {
    if (!state.at || state.at === seen.current) return;
    seen.current = state.at;
    if (state.status === 'ok') {
      notify(state.message ?? fallback);
      onOk?.();
    } else if (state.message) notify(state.message, { variant: 'destructive' });
  }, [state, fallback, onOk]);
}
