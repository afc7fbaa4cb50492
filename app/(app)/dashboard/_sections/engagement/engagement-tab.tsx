import { AcceptanceBlock } from '@/components/engagements/acceptance-block';
import { OfferView } from '@/components/engagements/offer-view';
import { SignedCopyLink } from '@/components/engagements/signed-copy-link';
import { When } from '@/components/time/when';
import type { SectionProps } from '..';
import { ENGAGEMENT_STATUS_LABELS } from '@/lib/engagements/labels';
import { effectiveStatus, myEngagements, sydneyTodayFor } from '@/lib/engagements/queries';
import { EngagementAnswer } from './engagement-answer';

/** The client's offers: open ones to read and answer, accepted ones with the signed PDF. */
export async function EngagementTab({ user }: SectionProps) {
  const [rows, today] = await Promise.all([myEngagements(user), sydneyTodayFor(user)]);
  if (rows.length === 0)
    return (
      <p className="text-muted-foreground text-sm" data-testid="no-engagement">
        When your agent offers to take on your application, the offer of services and fees appears
        here for you to read and accept.
      </p>
    );
  return (
    <div className="space-y-6">
      {rows.map((e) => {
        const status = effectiveStatus(e, today);
        return (
          <article
            key={e.id}
            className="border-border bg-background rounded-lg border p-4 sm:p-6"
            data-testid="engagement"
            data-status={status}
          >
            <header className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold">Service agreement and fee estimate</h2>
              <span className="text-sm font-medium" data-testid="engagement-status">
                {ENGAGEMENT_STATUS_LABELS[status] ?? status}
              </span>
            </header>
            {e.sentAt && (
              <p className="text-muted-foreground mt-1 text-sm">
                Sent <When at={e.sentAt} />
              </p>
            )}
            {status === 'sent' && (
              <>
                <div className="mt-4">
                  <OfferView {...e} />
                </div>
                <EngagementAnswer id={e.id} sha256={e.snapshotSha256 ?? ''} />
              </>
            )}
            {status === 'accepted' && (
              <div className="mt-4 space-y-4">
                {/* The portal takes no payments yet: say who moves next, so nobody waits on a
                    screen that will never ask. */}
                <p className="text-sm" data-testid="payment-next">
                  Thank you. Your agent will send you payment details for the first instalment by
                  message or e-mail; you do not need to pay anything in the portal.
                </p>
                <SignedCopyLink
                  id={e.id}
                  ready={Boolean(e.pdfPath)}
                  label="Download your signed agreement (PDF)"
                  className="btn btn-primary btn-md h-auto w-full py-2 text-center whitespace-normal sm:w-auto"
                />
                <AcceptanceBlock e={e} />
                <details>
                  <summary className="text-primary cursor-pointer text-sm font-medium underline">
                    Read the agreement
                  </summary>
                  <div className="mt-3">
                    <OfferView {...e} />
                  </div>
                </details>
              </div>
            )}
            {status === 'declined' && (
              <p className="mt-3 text-sm">
                You declined this offer <When at={e.declinedAt} />. Your agent can send you a new
                one.
              </p>
            )}
            {(status === 'withdrawn' || status === 'expired') && (
              <p className="mt-3 text-sm">
                This offer can no longer be accepted. If you still want our help, reply to your
                agent and they will send a new one.
              </p>
            )}
          </article>
        );
      })}
    </div>
  );
}
