import Link from 'next/link';
import { When } from '@/components/time/when';
import { requireAdmin } from '@/lib/auth/server';
import { openRecoveries, type OpenRecovery } from '@/lib/factor-recovery/agent';
import { RECOVERY_STATUS_LABELS } from '@/lib/factor-recovery/constants';
import { buildMetadata } from '@/lib/seo/metadata';
import { ApproveRecoveryForm, CancelRecoveryForm, VerifyRecoveryForm } from './recovery-forms';

export const metadata = buildMetadata({
  title: 'Lost Authenticators',
  description: 'Clients who asked to remove a lost authenticator.',
  path: '/admin/security/recovery',
  noIndex: true,
});

/**
 * Clients who lost their authenticator (issue 36). Two agents and a day stand between a stolen
 * password and the account: one checks the identity on a video call and records it as a file
 * note, a second approves, and the scheduled job removes the authenticator 24 hours later.
 */
export default async function RecoveryPage() {
  const agent = await requireAdmin('/admin/security/recovery');
  const rows = await openRecoveries(agent);
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm">
          <Link
            href="/admin/security"
            className="text-primary inline-flex min-h-11 items-center underline"
          >
            ← Security
          </Link>
        </p>
        <h1 className="text-2xl font-bold">Lost authenticators</h1>
      </div>
      <section className="border-border bg-background rounded-lg border p-4 text-sm">
        <h2 className="mb-2 font-semibold">The identity check</h2>
        <ol className="list-decimal space-y-1 pl-5">
          <li>
            Call the client on video (the contact they gave, else the phone on their profile). Ask
            them to hold up their passport.
          </li>
          <li>
            Compare the person and the passport with the passport in their documents: photo, full
            name, date of birth, passport number. No passport on file, or anything that does not
            match: do not verify; cancel the request and ask them to contact the agency.
          </li>
          <li>
            Record what you checked below. It is saved as a file note in the client’s file (the
            client never sees file notes).
          </li>
          <li>
            Another agent approves. The client is e-mailed, and the authenticator is removed 24
            hours later unless the client or an agent cancels.
          </li>
        </ol>
      </section>
      {rows.length === 0 && <p className="text-sm">No open requests.</p>}
      <ol className="space-y-4" data-testid="recovery-requests">
        {rows.map((r) => (
          <Request key={r.id} r={r} mine={r.verifiedBy === agent.id} />
        ))}
      </ol>
    </div>
  );
}

function Request({ r, mine }: { r: OpenRecovery; mine: boolean }) {
  const name = r.clientName || r.clientEmail || 'Client';
  return (
    <li className="border-border bg-background space-y-3 rounded-lg border p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link
          href={`/admin/clients/${r.clientId}`}
          className="text-primary font-semibold underline"
        >
          {name}
        </Link>
        <span className="font-medium">{RECOVERY_STATUS_LABELS[r.status]}</span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">Asked</dt>
        <dd>
          <When at={r.requestedAt} />
        </dd>
        <dt className="text-muted-foreground">Reach them</dt>
        <dd className="break-words">{r.contactNote || r.clientPhone || r.clientEmail || '—'}</dd>
        <dt className="text-muted-foreground">Passport on file</dt>
        <dd>{r.passportOnFile ? 'Yes' : 'No: do not verify'}</dd>
        {r.verifiedAt && (
          <>
            <dt className="text-muted-foreground">Checked by</dt>
            <dd>
              {r.verifierName ?? 'an agent'}, <When at={r.verifiedAt} />
            </dd>
            <dt className="text-muted-foreground">File note</dt>
            <dd className="break-words whitespace-pre-line">{r.checkNote}</dd>
          </>
        )}
        {r.removalDueAt && (
          <>
            <dt className="text-muted-foreground">Removed after</dt>
            <dd>
              <When at={r.removalDueAt} />
            </dd>
          </>
        )}
      </dl>
      {r.status === 'requested' && <VerifyRecoveryForm requestId={r.id} />}
      {r.status === 'verified' &&
        (mine ? (
          <p className="text-muted-foreground">
            You checked this identity, so another agent approves.
          </p>
        ) : (
          <ApproveRecoveryForm requestId={r.id} />
        ))}
      <CancelRecoveryForm requestId={r.id} />
    </li>
  );
}
