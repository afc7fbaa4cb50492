import { When } from '@/components/time/when';

/**
 * The points calculator's total a draft was started with: the first thing the draft shows (on
 * the dashboard and on every step), from "Save to my dashboard" until the assessment is sent.
 * Before, the total was shown nowhere until all the steps were done.
 */
export function CalculatorEstimate({
  estimate,
}: {
  estimate: { points: number; visa?: string; savedAt?: string } | null;
}) {
  if (!estimate) return null;
  return (
    <p className="bg-muted/40 rounded-md p-3 text-sm" data-testid="calculator-estimate">
      <span className="font-semibold">
        Your calculator estimate: {estimate.points} points
        {estimate.visa ? ` for subclass ${estimate.visa}` : ''}
      </span>
      {estimate.savedAt && (
        <>
          {' '}
          (saved <When at={estimate.savedAt} dateOnly />)
        </>
      )}
      , general information, not advice.
    </p>
  );
}
