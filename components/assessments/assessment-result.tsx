import Link from 'next/link';
import { type AssessmentType, isAssessmentType } from '@/lib/assessments/constants';
import type { AssessmentResult, ResultOf } from '@/lib/assessments/kinds';
import type { BusinessResult, StudentResult } from '@/lib/assessments/other-results';
import type { PrResult } from '@/lib/assessments/pr-result';
import { officialUrl, visaPagePath } from '@/lib/assessments/display';
import { formatAud } from '@/lib/config/facts';
import { formatCalendarDate } from '@/lib/time/format';
import { pointsRuleTables } from '@/lib/points';

/** One view per kind; the mapped type makes a kind without a view a compile error. */
type Reader = 'client' | 'agent';
const views: {
  [K in AssessmentType]: (props: { r: ResultOf<K>; reader: Reader }) => React.ReactNode;
} = {
  'permanent-residency': PrResultView,
  'student-visa': StudentResultView,
  'business-visa': BusinessResultView,
};

const show = <K extends AssessmentType>(kind: K, r: ResultOf<K>, reader: Reader) => {
  const View: (props: { r: ResultOf<K>; reader: Reader }) => React.ReactNode = views[kind];
  return <View r={r} reader={reader} />;
};

/**
 * What was worked out from the answers at submit: the points, the money, the open pathways. A
 * result is stored data: links go only to official hosts and our own visa pages (display.ts), and
 * a result of no kind we know shows nothing.
 */
export function AssessmentResultView({
  result,
  reader = 'client',
}: {
  result: AssessmentResult;
  /** Who reads it: the agent's page speaks of "the client", the client's of "your". */
  reader?: Reader;
}) {
  return isAssessmentType(result.kind) ? show(result.kind, result, reader) : null;
}

function StudentResultView({ r, reader }: { r: StudentResult; reader: Reader }) {
  const source = officialUrl(r.livingCost.sourceUrl);
  return (
    <Box title={reader === 'agent' ? 'What the client’s answers show' : 'What your answers show'}>
      <ul className="list-disc space-y-1 pl-5">
        {r.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <p className="text-muted-foreground mt-2 text-xs">
        Living costs {formatAud(r.livingCost.amountAud)} a year from{' '}
        {formatCalendarDate(r.livingCost.effectiveFrom, { month: 'long' })}:{' '}
        {source ? (
          <a href={source} className="underline" target="_blank" rel="noopener noreferrer">
            Home Affairs
          </a>
        ) : (
          <span data-testid="unlisted-source">
            source (not an official site, so not linked): {String(r.livingCost.sourceUrl)}
          </span>
        )}
        .
      </p>
    </Box>
  );
}

function BusinessResultView({ r }: { r: BusinessResult }) {
  return (
    <Box title="Visas open to business people now">
      <p>{r.closedNotice}</p>
      <ul className="mt-2 space-y-2">
        {r.pathways.map((p) => {
          const href = visaPagePath(p.href);
          return (
            <li key={p.name}>
              {href ? (
                <Link href={href} className="text-primary font-medium underline">
                  {p.name}
                </Link>
              ) : (
                <span className="font-medium">{p.name}</span>
              )}
              <span className="text-muted-foreground block">{p.why}</span>
            </li>
          );
        })}
      </ul>
    </Box>
  );
}

function PrResultView({ r, reader }: { r: PrResult; reader: Reader }) {
  return (
    <Box title={reader === 'agent' ? 'The client’s estimated points' : 'Your estimated points'}>
      <ul className="space-y-1" data-testid="assessment-points">
        {Object.entries(r.byVisa).map(([visa, res]) => (
          <li key={visa}>
            Subclass {visa}: <strong>{res.total} points</strong>{' '}
            {!res.eligible
              ? `(not eligible yet: ${res.reasons.join(' ')})`
              : res.meetsPassMark
                ? `(meets the pass mark of ${res.passMark})`
                : `(${res.passMark - res.total} short of the pass mark of ${res.passMark})`}
          </li>
        ))}
      </ul>
      {r.englishAssumed && (
        <p className="mt-2">
          {reader === 'agent'
            ? 'The app could not read the client’s English level from the scores with confirmed figures, so Competent English was assumed: check it.'
            : 'We could not read your English level from the scores with confirmed figures, so Competent English was assumed. Your agent will check.'}
        </p>
      )}
      {r.suggestions.length > 0 && (
        <>
          <p className="mt-3 font-medium">Ways to add points</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {r.suggestions.map((s) => (
              <li key={s.change}>
                +{s.gain}: {s.change}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="text-muted-foreground mt-2 text-xs">
        Points test:{' '}
        {pointsRuleTables.find((t) => t.id === r.rulesVersion)?.title ?? 'the points table'} (in
        force from {formatCalendarDate(r.rulesEffectiveFrom, { month: 'long' })}), worked out on{' '}
        {formatCalendarDate(r.asOf, { month: 'long' })}. Invitation rounds often need more than the
        pass mark.
      </p>
    </Box>
  );
}

function Box({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="border-border rounded-md border p-4 text-sm">
      <p className="font-semibold">{title}</p>
      <div className="mt-2">{children}</div>
    </div>
  );
}
