'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { evaluateWith, type EnglishLevelFn, type Evaluation } from '@/lib/calculator/evaluate-core';
import {
  defaultState,
  stateFromSearch,
  stateToSearch,
  type CalculatorState,
} from '@/lib/calculator/url-state';
import type { ClientMessages } from '@/lib/i18n/client-messages';
import type { PointsInput, Wording } from '@/lib/points/types';
import { CalculatorFields } from './calculator-fields';
import { CalculatorResults } from './calculator-results';
import { calculatorText, type CalculatorText } from './calculator-text';

/**
 * The full points calculator. The page is static; the answers live in the URL (replaceState while
 * typing), so a result can be shared, bookmarked and restored by reload or the back button.
 */
export function PointsCalculator({
  preset = {},
  professionalYearAvailable,
  chatNumber,
  messages,
}: {
  preset?: Partial<PointsInput>;
  /** Its words in the page's one language (clientMessages(locale, 'calculator') on the server). */
  messages: ClientMessages<'calculator'>;
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
  const text = useMemo(() => calculatorText(messages), [messages]);
  const errors = useMemo(() => wordedErrors(evaluation, text), [evaluation, text]);
  const { t } = text;

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <form onSubmit={(e) => e.preventDefault()} aria-label={t('formLabel')} noValidate>
        <CalculatorFields state={state} errors={errors} update={update} text={text} />
      </form>
      <div className="lg:sticky lg:top-20 lg:self-start">
        <CalculatorResults
          evaluation={evaluation}
          shareUrl={shareUrl}
          // Every answer against the global defaults (occupation pages omit their presets from
          // the share URL), so the saved draft has all of them.
          saveSearch={stateToSearch(state, defaultState())}
          chatNumber={chatNumber}
          text={text}
        />
      </div>
      <div
        className="no-print border-border bg-background/95 fixed inset-x-0 bottom-0 z-30 border-t px-4 py-2 pe-20 text-sm shadow-lg lg:hidden"
        aria-hidden="true"
      >
        {evaluation.result ? (
          <span>
            {text.rich('stickyTotal', {
              total: evaluation.result.total,
              passMark: evaluation.result.passMark,
              strong: (chunks) => <strong className="text-primary text-lg">{chunks}</strong>,
            })}
          </span>
        ) : (
          <span>{t('stickyFix')}</span>
        )}
      </div>
    </div>
  );
}

/** The field errors in the page's language: the engine's wordings, worded. */
function wordedErrors(evaluation: Evaluation, text: CalculatorText): Evaluation['errors'] {
  const out: Evaluation['errors'] = {};
  for (const [field, wording] of Object.entries(evaluation.errorWordings) as [
    keyof Evaluation['errors'],
    Wording,
  ][])
    out[field] = [text.word(wording)];
  return out;
}
