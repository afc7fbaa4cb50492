import Link from 'next/link';
import { When } from '@/components/time/when';
import type { CurrentUser } from '@/lib/auth/server';
import { openRecoveries } from '@/lib/factor-recovery/agent';
import { RECOVERY_STATUS_LABELS } from '@/lib/factor-recovery/constants';

/** The queue's card for clients who lost their authenticator (issue 36), oldest first. */
export async function RecoveryQueue({ agent }: { agent: CurrentUser }) {
  const rows = await openRecoveries(agent);
  return (
    <section
      id="recoveries"
      aria-labelledby="recoveries-title"
      className="border-border bg-background mt-4 rounded-lg border p-4"
    >
      <h2 id="recoveries-title" className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">Lost authenticators</span>
        <span className="text-muted-foreground text-sm" data-testid="queue-count-recoveries">
          {rows.length}
        </span>
      </h2>
      <ol className="divide-border mt-2 divide-y text-sm" data-testid="queue-recoveries">
        {rows.map((r) => (
          <li key={r.id}>
            <Link
              href="/admin/security/recovery"
              className="hover:bg-muted -mx-2 flex flex-wrap items-baseline justify-between gap-x-3 rounded px-2 py-2"
            >
              <span className="text-primary font-medium">{r.clientName || r.clientEmail}</span>
              <span className="text-muted-foreground">
                {RECOVERY_STATUS_LABELS[r.status]} · <When at={r.requestedAt} />
              </span>
            </Link>
          </li>
        ))}
        {rows.length === 0 && (
          <li className="text-muted-foreground py-2">No client is waiting to recover sign-in.</li>
        )}
      </ol>
    </section>
  );
}
