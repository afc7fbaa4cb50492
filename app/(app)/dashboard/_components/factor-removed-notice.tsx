import Link from 'next/link';
import type { CurrentUser } from '@/lib/auth/server';
import { removedAwaitingNewFactor } from '@/lib/factor-recovery/requests';

/** After a lost authenticator was removed (issue 36): set up a new one, until they do. */
export async function FactorRemovedNotice({ user }: { user: CurrentUser }) {
  if (!(await removedAwaitingNewFactor(user))) return null;
  return (
    <p
      role="status"
      className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="factor-removed-notice"
    >
      Your lost authenticator app was removed, so your password alone opens your account now.{' '}
      <Link href="/dashboard?tab=security" className="font-medium underline">
        Set up a new authenticator
      </Link>
    </p>
  );
}
