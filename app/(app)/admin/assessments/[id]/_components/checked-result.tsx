import { AssessmentResultView } from '@/components/assessments/assessment-result';
import type { AssessmentType } from '@/lib/assessments/constants';
import type { AssessmentResult } from '@/lib/assessments/kinds';
import { checkStoredResult } from '@/lib/assessments/result-check';

interface Props {
  type: AssessmentType;
  answers: Record<string, unknown>;
  result: AssessmentResult | null;
}

/**
 * The stored result, checked: when it matches what the answers give it is shown as is; when it
 * does not, the agent sees a warning, the result worked out again, and the stored one only as
 * plain text (no links, no formatting that could pass for ours).
 */
export function CheckedResult({ type, answers, result }: Props) {
  const check = checkStoredResult(type, answers, result);
  if (check.state === 'none') return null;
  if (check.state === 'matches')
    return (
      <>
        <AssessmentResultView result={result!} reader="agent" />
        {!check.answersPass && (
          <p className="text-muted-foreground text-sm">
            Some answers would not pass the form’s checks today (a date may have passed since they
            were sent): check them before relying on this result.
          </p>
        )}
      </>
    );
  return (
    <div className="space-y-3" data-testid="result-mismatch">
      <div role="alert" className="border-destructive text-destructive rounded-md border-2 p-4">
        <p className="font-semibold">Check this result: it was not worked out by the app.</p>
        <p className="mt-1 text-sm">{check.reason}</p>
      </div>
      {check.recomputed && <AssessmentResultView result={check.recomputed} reader="agent" />}
      <details className="rounded-md border p-4 text-sm">
        <summary className="cursor-pointer font-medium">The stored result, as plain text</summary>
        <pre className="mt-2 overflow-x-auto text-xs break-words whitespace-pre-wrap">
          {JSON.stringify(result, null, 2)}
        </pre>
      </details>
    </div>
  );
}
