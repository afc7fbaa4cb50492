'use client';

import Link from 'next/link';
import { WhatsAppIcon } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import type { Evaluation } from '@/lib/calculator/evaluate-core';
import { waMeHref } from '@/lib/config/wa-me';
import { maxPoints } from '@/lib/points/calculate';
import { clsx } from 'clsx';

function consultationText(evaluation: Evaluation, shareUrl: string): string {
  const { input, result } = evaluation;
  if (!input || !result) return 'Hi! I would like a consultation about my PR points.';
  return `Hi! My PR points estimate is ${result.total} for the subclass ${input.visa} visa (pass mark ${result.passMark}). I would like a consultation about this result: ${shareUrl}`;
}

/** The free PR assessment, started from this calculator's answers. */
function saveToDashboardHref(search: string): string {
  const from = search ? `&from=${encodeURIComponent(search)}` : '';
  return `/dashboard/assessments/new?type=permanent-residency${from}`;
}

/** The live result: total, gates, pass mark, why each factor scored, and how to get more. */
export function CalculatorResults({
  evaluation,
  shareUrl,
  saveSearch,
  chatNumber,
}: {
  evaluation: Evaluation;
  shareUrl: string;
  /** The agency's WhatsApp number, digits only (phoneDigits() on the server). */
  chatNumber: string;
  /** The calculator's answers as a query (url-state keys), for "Save to my dashboard". */
  saveSearch: string;
}) {
  const { input, result, english } = evaluation;
  return (
    <section aria-labelledby="result-heading" className="space-y-6">
      <div className="border-border bg-muted/40 rounded-lg border p-5">
        <h2
          id="result-heading"
          className="text-muted-foreground text-sm font-semibold tracking-wide uppercase"
        >
          Your estimated points
        </h2>
        <div aria-live="polite" aria-atomic="true">
          {result && input ? (
            <>
              <p className="text-primary mt-1 text-5xl font-extrabold" data-testid="points-total">
                {result.total}
                <span className="text-muted-foreground ml-1 text-lg font-semibold">
                  / {maxPoints(input.visa)} possible
                </span>
              </p>
              <p
                className={clsx(
                  'mt-2 font-semibold',
                  result.meetsPassMark ? 'text-success' : 'text-destructive',
                )}
                data-testid="points-verdict"
              >
                {!result.eligible
                  ? 'Not eligible yet: see why below'
                  : result.meetsPassMark
                    ? `Meets the pass mark of ${result.passMark}`
                    : `${result.passMark - result.total} points short of the pass mark of ${result.passMark}`}
              </p>
            </>
          ) : (
            <p className="text-muted-foreground mt-2" data-testid="points-total-missing">
              Fix the highlighted answers to see your total.
            </p>
          )}
        </div>
        {result && result.reasons.length > 0 && (
          <ul
            className="text-destructive mt-3 list-disc space-y-1 pl-5 text-sm"
            data-testid="points-reasons"
          >
            {result.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
        {/* Beside the total, not after the breakdown: at the end it was ~4,400 px down on a phone.
            A plain link (no prefetch): the dynamic route starts a draft, after sign-in if needed. */}
        <a
          href={saveToDashboardHref(saveSearch)}
          className={buttonVariants({ variant: 'outline', className: 'no-print mt-4' })}
          data-testid="save-to-dashboard"
        >
          Save to my dashboard
        </a>
      </div>

      {english && (
        <div className="border-border rounded-lg border p-4 text-sm">
          <p className="font-semibold">
            Your test result:{' '}
            {english.level === 'unknown'
              ? 'level not confirmed'
              : english.level.charAt(0).toUpperCase() + english.level.slice(1).replace('-', ' ')}
          </p>
          <ul className="text-muted-foreground mt-2 list-disc space-y-1 pl-5">
            {english.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
      )}

      {result && (
        <table className="w-full text-sm" data-testid="points-breakdown">
          <caption className="mb-2 text-left font-semibold">How each factor scored</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Factor</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody className="divide-border divide-y">
            {result.breakdown.map((row) => (
              <tr key={row.factor}>
                <th scope="row" className="py-2 pr-3 text-left align-top font-medium">
                  {row.factor}
                  {row.note && (
                    <span className="text-muted-foreground block text-xs font-normal">
                      {row.note}
                    </span>
                  )}
                </th>
                <td className="py-2 text-right align-top font-bold tabular-nums">{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {evaluation.suggestions.length > 0 && (
        <div>
          <h3 className="font-semibold">Ways to add points</h3>
          <ul className="mt-2 space-y-2 text-sm" data-testid="points-suggestions">
            {evaluation.suggestions.map((s) => (
              <li key={s.change} className="border-border rounded-md border p-3">
                <span className="text-success font-semibold">+{s.gain}</span> {s.change}
                {s.how && <span className="text-muted-foreground block text-xs">{s.how}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="bg-secondary/50 rounded-lg p-4 text-sm">
        <p className="font-semibold">65 is the minimum, not the target</p>
        <p className="text-muted-foreground mt-1">
          Meeting 65 lets you lodge an Expression of Interest. Invitations go to the highest-ranked
          applicants in each round, and since 2025–26 the 189 invites by occupation tier, so many
          occupations need well above 65. Check the official{' '}
          <a
            className="text-primary underline"
            href="https://immi.homeaffairs.gov.au/visas/working-in-australia/skillselect/invitation-rounds"
            target="_blank"
            rel="noopener noreferrer"
          >
            invitation rounds
          </a>{' '}
          for recent results.
        </p>
      </div>

      <div className="no-print flex flex-wrap gap-3">
        <a
          href={waMeHref(chatNumber, consultationText(evaluation, shareUrl))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'whatsapp' })}
          data-testid="consult-about-result"
        >
          <WhatsAppIcon /> Book a consultation about this result
        </a>
        <button
          type="button"
          onClick={() => window.print()}
          className={buttonVariants({ variant: 'outline' })}
        >
          Print result
        </button>
      </div>
      <p className="text-muted-foreground text-xs">
        General information based on the points test in force on 22 November 2026, not migration
        advice. Your real score depends on evidence assessed on the day you are invited.{' '}
        <Link href="/disclaimer" prefetch={false} className="underline">
          Disclaimer
        </Link>
        .
      </p>
    </section>
  );
}
