import Link from 'next/link';
import { MyFactors } from '../../../_two-step/my-factors';
import { RecoveryStatus } from '@/app/(auth)/auth/mfa/lost/recovery-status';
import { myFactors } from '@/lib/auth/mfa';
import { requireUser } from '@/lib/auth/server';
import { myOpenRecovery } from '@/lib/factor-recovery/requests';
import { CloseAccountForm } from './close-account-form';
import { SignOutEverywhere } from './sign-out-everywhere';

/** /dashboard?tab=security: password, optional two-step sign-in, sign out everywhere, close the account. */
export async function SecurityTab() {
  // Cached for the request: the dashboard page asked already.
  const user = await requireUser('/dashboard?tab=security');
  const [factors, recovery] = await Promise.all([myFactors(), myOpenRecovery(user)]);
  return (
    <div className="space-y-6">
      {recovery && (
        <section
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 sm:p-6"
          aria-labelledby="recovery-title"
        >
          <h2 id="recovery-title" className="text-lg font-semibold">
            Request to remove two-step sign-in
          </h2>
          <p className="mt-1 mb-3 text-sm">
            You, or someone with your password, said your authenticator app was lost and asked us to
            remove it.
          </p>
          <RecoveryStatus request={recovery} />
        </section>
      )}
      <section className="border-border rounded-lg border p-4 sm:p-6">
        <h2 className="text-lg font-semibold">Two-step sign-in</h2>
        <p className="text-muted-foreground mt-1 mb-4 text-sm">
          Optional. After your password we also ask for a code from an authenticator app on your
          phone, so your password alone cannot open your documents.
        </p>
        <MyFactors factors={factors} />
      </section>
      <section className="border-border rounded-lg border p-4 sm:p-6">
        <h2 className="text-lg font-semibold">Password</h2>
        <p className="text-muted-foreground mt-1 text-sm">
          <Link
            href="/auth/update-password"
            className="text-primary inline-flex min-h-11 items-center underline"
          >
            Change your password
          </Link>
        </p>
      </section>
      <section className="border-border rounded-lg border p-4 sm:p-6">
        <h2 className="text-lg font-semibold">Sign out everywhere</h2>
        <p className="text-muted-foreground mt-1 mb-4 text-sm">
          Signs you out on every phone and computer, this one too. Use it if you signed in on a
          device that is not yours, or lost one.
        </p>
        <SignOutEverywhere />
      </section>
      <CloseAccountForm />
    </div>
  );
}
