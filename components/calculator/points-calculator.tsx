'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { evaluateWith, type EnglishLevelFn } from '@/lib/calculator/evaluate-core';
import {
  defaultState,
  stateFromSearch,
  stateToSearch,
  type CalculatorState,
} from '@/lib/calculator/url-state';
import type { PointsInput } from '@/lib/points/types';
import { CalculatorFields } from './calculator-fields';
import { CalculatorResults } from './calculator-results';

/**
 * The full points calculator. The page is static; the answers live in the URL (replaceState while
 * typing), so a result can be shared, bookmarked and restored by reload or the back button.
 */
export function PointsCalculator({
  preset = {},
  professionalYearAvailable,
  chatNumber,
}: {
  preset?: Partial<PointsInput>;
  /**
   * The agency's WhatsApp number, digits only: passed from the server page rather than imported,
   * so the site config stays out of the calculator's JavaScript.
   */
  chatNumber: string;
  /** Occupation pages say whether a Professional Year exists, so it is not suggested where it can't be done. */
  professionalYearAvailable?: boolean;
}) {
  // Keyed by value: a new preset object each render must not reset the form.
  const presetKey = JSON.stringify(preset);
  const base = useMemo(
    () => defaultState(JSON.parse(presetKey) as Partial<PointsInput>),
    [presetKey],
  );
  const [state, setState] = useState<CalculatorState>(base);
  const [shareUrl, setShareUrl] = useState('');
  const hydrated = useRef(false);

  // Read the URL once on mount (static HTML carries the defaults), and again on back/forward.
  useEffect(() => {
    const read = () => setState(stateFromSearch(window.location.search, base));
    // Only when the URL carries answers: re-setting the defaults would wipe anything typed
    // before the page finished loading on a slow phone.
    if (window.location.search) read();
    hydrated.current = true;
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [base]);

  useEffect(() => {
    if (!hydrated.current) return;
    const search = stateToSearch(state, base);
    const url = `${window.location.pathname}${search ? `?${search}` : ''}`;
    if (url !== `${window.location.pathname}${window.location.search}`) {
      window.history.replaceState(window.history.state, '', url);
    }
    setShareUrl(`${window.location.origin}${url}`);
  }, [state, base]);

  // The English score tables load only once a person chooses to enter test scores (or opens a
  // link that did): most never do, and the page's first load stays ~2 KiB lighter.
  const scoresMode = state.englishMode === 'scores';
  const [scoreLevel, setScoreLevel] = useState<EnglishLevelFn | null>(null);
  useEffect(() => {
    if (!scoresMode || scoreLevel) return;
    let live = true;
    void import('@/lib/points/english/english-level').then((m) => {
      if (live) setScoreLevel(() => m.englishLevel);
    });
    return () => {
      live = false;
    };
  }, [scoresMode, scoreLevel]);

  const update = useCallback(
    (patch: Partial<CalculatorState>) => setState((s) => ({ ...s, ...patch })),
    [],
  );
  const evaluation = useMemo(
    () => evaluateWith(state, { professionalYearAvailable }, scoreLevel),
    [state, professionalYearAvailable, scoreLevel],
  );

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <form onSubmit={(e) => e.preventDefault()} aria-label="Points calculator" noValidate>
        <CalculatorFields state={state} errors={evaluation.errors} update={update} />
      </form>
      <div className="lg:sticky lg:top-20 lg:self-start">
        <CalculatorResults
          evaluation={evaluation}
          shareUrl={shareUrl}
          // Every answer against the global defaults (occupation pages omit their presets from
          // the share URL), so the saved draft has all of them.
          saveSearch={stateToSearch(state, defaultState())}
          chatNumber={chatNumber}
        />
      </div>
      <div
        className="no-print border-border bg-background/95 fixed inset-x-0 bottom-0 z-30 border-t px-4 py-2 pr-20 text-sm shadow-lg lg:hidden"
        aria-hidden="true"
      >
        {evaluation.result ? (
          <span>
            Your total: <strong className="text-primary text-lg">{evaluation.result.total}</strong>{' '}
            · pass mark {evaluation.result.passMark}
          </span>
        ) : (
          <span>Fix the highlighted answers to see your total</span>
        )}
      </div>
    </div>
  );
}
