/**
 * An offer as the client reads it. The agent's preview and the client's engagement tab render
 * this one component from the same columns, so the preview is exactly what the client sees. The
 * frozen text (snapshot) says the same in plain text; it is what is hashed and printed in the PDF.
 */
import type { EngagementService, MoneyItem, PaymentInstalment } from '@/lib/engagements/constants';
import { feeTotals, formatAud } from '@/lib/engagements/fees';
import { DISBURSEMENTS_NOTE, GST_FREE_NOTE } from '@/lib/engagements/snapshot-notes';
import { CONSUMER_GUIDE, ENGAGEMENT_TERMS, termsPoints } from '@/lib/config/engagement';
import { formatCalendarDate } from '@/lib/time/format';

export interface OfferViewProps {
  services: EngagementService[];
  feeItems: MoneyItem[];
  gstApplies: boolean;
  disbursements: MoneyItem[];
  paymentTerms: PaymentInstalment[];
  conflictDeclaration: string | null;
  expiresOn: string | null;
  agentName: string | null;
  agentMarn: string | null;
  consumerGuideVersion: string | null;
  termsVersion: string | null;
}

function H({ children }: { children: React.ReactNode }) {
  return <h3 className="mt-6 text-base font-semibold first:mt-0">{children}</h3>;
}

export function OfferView(o: OfferViewProps) {
  const t = feeTotals(o.feeItems, o.gstApplies, o.disbursements);
  return (
    <div className="text-sm leading-relaxed break-words" data-testid="offer-view">
      <p>
        Your registered migration agent:{' '}
        <strong data-testid="offer-agent">
          {o.agentName}, MARN {o.agentMarn}
        </strong>
      </p>

      <H>Services we will provide</H>
      <ol className="mt-2 list-decimal space-y-1 pl-5" data-testid="offer-services">
        {o.services.map((s, i) => (
          <li key={`${s.code}-${i}`}>
            {s.label}
            {s.detail ? ` (${s.detail})` : ''}
          </li>
        ))}
      </ol>

      <H>Our professional fees (AUD)</H>
      <table className="mt-2 w-full border-collapse" data-testid="offer-fees">
        <thead className="sr-only">
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {t.lines.map((l, i) => (
            <tr key={i} className="border-border border-b align-top">
              <td className="py-2 pr-3">
                {l.label}
                {o.gstApplies && (
                  <span className="text-muted-foreground block text-xs">
                    {formatAud(l.amount_cents)} + GST {formatAud(l.gst_cents)}
                  </span>
                )}
              </td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">
                {formatAud(l.total_cents)}
              </td>
            </tr>
          ))}
          <tr className="border-border border-b">
            <td className="py-1 pr-3">Fees before GST</td>
            <td className="py-1 text-right tabular-nums">{formatAud(t.subtotalCents)}</td>
          </tr>
          <tr className="border-border border-b">
            <td className="py-1 pr-3">GST</td>
            <td className="py-1 text-right tabular-nums" data-testid="offer-gst">
              {formatAud(t.gstCents)}
            </td>
          </tr>
          <tr>
            <th scope="row" className="py-2 pr-3 text-left">
              Total professional fees
            </th>
            <td className="py-2 text-right font-bold tabular-nums" data-testid="offer-total">
              {formatAud(t.totalCents)}
            </td>
          </tr>
        </tbody>
      </table>
      {!o.gstApplies && <p className="text-muted-foreground mt-1 text-xs">{GST_FREE_NOTE}</p>}

      <H>Estimated government charges and other costs</H>
      <p className="mt-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900">
        {DISBURSEMENTS_NOTE}
      </p>
      <table className="mt-2 w-full border-collapse" data-testid="offer-disbursements">
        <tbody>
          {o.disbursements.map((d, i) => (
            <tr key={i} className="border-border border-b align-top">
              <td className="py-2 pr-3">{d.label}</td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">
                {formatAud(d.amount_cents)}
              </td>
            </tr>
          ))}
          {o.disbursements.length === 0 && (
            <tr>
              <td className="text-muted-foreground py-2">None expected.</td>
            </tr>
          )}
          <tr>
            <th scope="row" className="py-2 pr-3 text-left font-medium">
              Estimated total paid by you to others
            </th>
            <td className="py-2 text-right tabular-nums">{formatAud(t.disbursementsCents)}</td>
          </tr>
        </tbody>
      </table>

      <H>When you pay our fees</H>
      <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="offer-payments">
        {o.paymentTerms.length ? (
          o.paymentTerms.map((p, i) => (
            <li key={i}>
              <span className="tabular-nums">{formatAud(p.amount_cents)}</span>: {p.trigger}
            </li>
          ))
        ) : (
          <li>{formatAud(t.totalCents)}: on accepting this offer</li>
        )}
      </ul>

      <H>Conflict of interest</H>
      <p className="mt-1 whitespace-pre-line" data-testid="offer-conflict">
        {o.conflictDeclaration}
      </p>

      <H>Consumer Guide</H>
      <p className="mt-1" data-testid="offer-consumer-guide">
        Before you accept, please read the{' '}
        <a
          href={CONSUMER_GUIDE.url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary underline"
        >
          {CONSUMER_GUIDE.title}
        </a>{' '}
        published by the {CONSUMER_GUIDE.publisher} (version {o.consumerGuideVersion}). It explains
        what you can expect from a registered migration agent and how to complain.
      </p>

      <H>Terms (version {o.termsVersion})</H>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {/* The version the offer names; a draft shows the version it will be sent with. */}
        {(o.termsVersion ? termsPoints(o.termsVersion) : ENGAGEMENT_TERMS.points)?.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>

      {o.expiresOn && (
        <p className="mt-6 font-medium" data-testid="offer-expires">
          This offer is open until the end of {formatCalendarDate(o.expiresOn)} (Sydney time).
        </p>
      )}
    </div>
  );
}
