import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { AcceptanceBlock } from '@/components/engagements/acceptance-block';
import { OfferView } from '@/components/engagements/offer-view';
import { SignedCopyLink } from '@/components/engagements/signed-copy-link';
import { When } from '@/components/time/when';
import { auditActionLabel } from '@/lib/admin/audit-actions';
import { requireAdmin } from '@/lib/auth/server';
import {
  offerFacts,
  type OfferFacts,
  PlaceholderFactsError,
  type SenderRegistration,
} from '@/lib/engagements/offer-facts';
import { myRegistration } from '@/lib/admin/registration';
import { AGENT_STATUS_LABELS } from '@/lib/engagements/labels';
import { offerFormValues } from '@/lib/engagements/offer';
import { effectiveStatus, engagementForAgent, sydneyTodayFor } from '@/lib/engagements/queries';
import { buildMetadata } from '@/lib/seo/metadata';
import { OfferForm } from '../offer-form';
import { DraftControls, MakeSignedCopy, WithdrawControl } from './offer-controls';

export const metadata = buildMetadata({
  title: 'Engagement offer',
  description: 'An engagement offer and its history.',
  path: '/admin/engagements',
  noIndex: true,
});

type Props = { params: Promise<{ id: string }> };

/**
 * A draft shows the facts it will be sent with (the viewing agent's own registration: whoever
 * sends it is named); a sent offer the ones it was frozen with.
 */
function draftFacts(me: SenderRegistration | undefined): {
  facts: OfferFacts;
  problem: string | null;
  unregistered: boolean;
} {
  if (!me)
    return {
      facts: offerFacts({ registeredName: '(your name)', marn: '(your MARN)' }, 'development'),
      problem: null,
      unregistered: true,
    };
  try {
    return { facts: offerFacts(me), problem: null, unregistered: false };
  } catch (error) {
    if (!(error instanceof PlaceholderFactsError)) throw error;
    return { facts: offerFacts(me, 'development'), problem: error.message, unregistered: false };
  }
}

export default async function EngagementPage({ params }: Props) {
  const { id } = await params;
  const agent = await requireAdmin(`/admin/engagements/${id}`);
  if (!z.uuid().safeParse(id).success) notFound();
  const found = await engagementForAgent(agent, id);
  if (!found) notFound();
  const { engagement: e, history } = found;
  const clientName = found.clientName?.trim() || found.clientEmail || 'Client';
  const status = effectiveStatus(e, await sydneyTodayFor(agent));
  const isDraft = e.status === 'draft';
  const { facts, problem, unregistered } = isDraft
    ? draftFacts(await myRegistration(agent))
    : {
        unregistered: false,
        facts: {
          agentName: e.agentName ?? '',
          agentMarn: e.agentMarn ?? '',
          consumerGuideVersion: e.consumerGuideVersion ?? '',
          termsVersion: e.termsVersion ?? '',
        },
        problem: null,
      };

  return (
    <div className="max-w-3xl">
      <Link
        href={`/admin/clients/${e.clientId}#engagements`}
        className="text-primary inline-flex min-h-11 items-center text-sm underline"
      >
        ← {clientName}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">Offer for {clientName}</h1>
      <p className="mt-1 text-sm" data-testid="engagement-status">
        <strong>{AGENT_STATUS_LABELS[status] ?? status}</strong>
        {e.sentAt && (
          <>
            {' · sent '}
            <When at={e.sentAt} />
          </>
        )}
      </p>

      {problem && (
        <p
          role="alert"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          This offer cannot be sent until the agency’s facts are set: {problem}
        </p>
      )}

      {unregistered && (
        <p
          role="alert"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="offer-needs-registration"
        >
          The offer names the agent who sends it.{' '}
          <Link href="/admin/team#my-registration" className="font-medium underline">
            Add your name and MARN
          </Link>{' '}
          before you send it; the draft is kept.
        </p>
      )}

      {isDraft && (
        <div className="mt-4 space-y-3">
          <p className="text-muted-foreground text-sm">
            Below is exactly what the client will see. Sending freezes it: the text is stored with
            its SHA-256 and cannot be changed afterwards.
          </p>
          <DraftControls id={e.id} clientId={e.clientId} />
        </div>
      )}
      {e.status === 'sent' && status === 'sent' && (
        <div className="mt-4">
          <WithdrawControl id={e.id} clientId={e.clientId} />
        </div>
      )}
      {e.status === 'declined' && (
        <p className="mt-4 text-sm" data-testid="decline-reason">
          Declined <When at={e.declinedAt} />
          {e.declineReason ? `: “${e.declineReason}”` : ' (no reason given).'}
        </p>
      )}
      {e.status === 'accepted' && (
        <section className="border-border mt-4 rounded-lg border p-4">
          <h2 className="font-semibold">Accepted</h2>
          <div className="mt-2">
            <AcceptanceBlock e={e} />
          </div>
          <div className="mt-3">
            <SignedCopyLink
              id={e.id}
              ready={Boolean(e.pdfPath)}
              label="Download the signed agreement (PDF)"
              className="text-primary text-sm font-medium underline"
            />
          </div>
          {!e.pdfPath && (
            <div className="mt-2">
              <MakeSignedCopy id={e.id} clientId={e.clientId} />
            </div>
          )}
        </section>
      )}

      <section
        className="border-border bg-background mt-6 rounded-lg border p-4"
        aria-label="Offer"
      >
        <OfferView
          {...e}
          agentName={facts.agentName}
          agentMarn={facts.agentMarn}
          consumerGuideVersion={facts.consumerGuideVersion}
          termsVersion={facts.termsVersion}
        />
        {e.snapshotSha256 && (
          <p className="text-muted-foreground mt-4 font-mono text-xs break-all">
            SHA-256 of the text sent: {e.snapshotSha256}
          </p>
        )}
      </section>

      {isDraft && (
        <details className="mt-6" open={false}>
          <summary className="text-primary cursor-pointer font-medium underline">
            Edit the draft
          </summary>
          <div className="mt-4">
            <OfferForm
              id={e.id}
              clientId={e.clientId}
              assessmentId={e.assessmentId ?? undefined}
              initial={offerFormValues(e)}
            />
          </div>
        </details>
      )}

      <section className="mt-6" aria-labelledby="history-title">
        <h2 id="history-title" className="font-semibold">
          History
        </h2>
        <ol className="divide-border mt-2 divide-y text-sm" data-testid="engagement-history">
          {history.map((h) => (
            <li key={h.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>{auditActionLabel(h.action)}</span>
              <When at={h.at} className="text-muted-foreground" />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
