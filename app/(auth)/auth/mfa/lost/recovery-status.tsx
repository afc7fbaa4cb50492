import { When } from '@/components/time/when';
import type { FactorRecoveryRow } from '@/lib/factor-recovery/requests';
import { RECOVERY_STATUS_LABELS } from '@/lib/factor-recovery/constants';
import { CancelOwnRecoveryForm } from './cancel-form';

/**
 * The client's open request: where it stands, what happens next, and "cancel" (on the lost-
 * authenticator page and on /dashboard?tab=security, for the owner who did not ask).
 */
export function RecoveryStatus({ request }: { request: FactorRecoveryRow }) {
  return (
    <div className="space-y-3 text-sm" data-testid="recovery-status">
      <p>
        <span className="font-semibold">{RECOVERY_STATUS_LABELS[request.status]}</span>
        <span className="text-muted-foreground">
          {' '}
          · asked <When at={request.requestedAt} />
        </span>
      </p>
      {request.status === 'requested' && (
        <p>
          An agent will contact you for a short video call. Please have the passport you gave us
          with you.
        </p>
      )}
      {request.status === 'verified' && <p>A second agent will now look at the request.</p>}
      {request.status === 'approved' && (
        <p>
          Your authenticator will be removed after <When at={request.removalDueAt} />. Then sign in
          with your password alone and set up a new authenticator.
        </p>
      )}
      <p className="text-muted-foreground">
        Did not ask for this? Cancel it, then change your password.
      </p>
      <CancelOwnRecoveryForm requestId={request.id} />
    </div>
  );
}
