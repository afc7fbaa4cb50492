import Link from 'next/link';
import { redirect } from 'next/navigation';
import { siteConfig } from '@/lib/config/site';
import { myFactors } from '@/lib/auth/mfa';
import { getCurrentUser, secondStepDone } from '@/lib/auth/server';
import { IDENTITY_CHECK } from '@/lib/factor-recovery/constants';
import { myOpenRecovery } from '@/lib/factor-recovery/requests';
import { buildMetadata } from '@/lib/seo/metadata';
import { RecoveryStatus } from './recovery-status';
import { RequestRecoveryForm } from './request-form';

export const metadata = buildMetadata({
  title: 'Lost Your Authenticator?',
  description: 'Ask us to remove two-step sign-in when your authenticator app is lost.',
  path: '/auth/mfa/lost',
  noIndex: true,
});

/**
 * A client stuck at the code step (signed in with the password alone, `aal1`) asks for their lost
 * authenticator to be removed, or sees and cancels their open request. The password alone changes
 * nothing: an identity check, a second agent and a 24-hour wait come first, with e-mails to the
 * address on file at each step.
 */
export default async function LostAuthenticatorPage() {
  const user = await getCurrentUser();
  if (!user) redirect(`/auth?next=${encodeURIComponent('/auth/mfa/lost')}`);
  const [open, factors] = await Promise.all([myOpenRecovery(user), myFactors()]);
  const hasFactor = factors.some((f) => f.status === 'verified');
  const { phone, email } = siteConfig.contact;
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-2 text-2xl font-bold">Lost your authenticator?</h1>
      {user.isAdmin ? (
        <p className="text-muted-foreground">
          Agents: ask another agent to remove your authenticator on their Security page.
        </p>
      ) : open ? (
        <RecoveryStatus request={open} />
      ) : !hasFactor ? (
        <p className="text-muted-foreground">
          Your account does not use two-step sign-in.{' '}
          <Link href="/dashboard" className="text-primary underline">
            Go to your dashboard
          </Link>
        </p>
      ) : (
        <>
          <p className="text-muted-foreground mb-3">
            If your phone with the authenticator app is lost or reset, we can remove two-step
            sign-in from your account after checking that you are you.
          </p>
          <ol className="mb-6 list-decimal space-y-1 pl-5 text-sm">
            <li>{IDENTITY_CHECK}</li>
            <li>We e-mail you when you ask, when it is approved and when it is removed.</li>
            <li>Then you sign in with your password and set up a new authenticator.</li>
          </ol>
          <RequestRecoveryForm />
        </>
      )}
      <p className="text-muted-foreground mt-6 text-sm">
        Questions? Call or WhatsApp {phone}, or e-mail{' '}
        <a href={`mailto:${email}`} className="underline">
          {email}
        </a>
        .
      </p>
      {!secondStepDone(user) && (
        <p className="mt-3 text-sm">
          <Link href="/auth/mfa" className="underline">
            Back to the code step
          </Link>
        </p>
      )}
    </div>
  );
}
