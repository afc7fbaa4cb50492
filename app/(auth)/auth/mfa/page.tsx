import Link from 'next/link';
import { redirect } from 'next/navigation';
import { safeNextPath } from '@/lib/auth/safe-next';
import { getCurrentUser, secondStepDone } from '@/lib/auth/server';
import { buildMetadata } from '@/lib/seo/metadata';
import { CodeForm } from './code-form';

export const metadata = buildMetadata({
  title: 'Enter Your Code',
  description: 'The second step of signing in: the code from your authenticator app.',
  path: '/auth/mfa',
  noIndex: true,
});

type Props = { searchParams: Promise<{ next?: string }> };

/** Two-step sign-in, second step. Someone already at `aal2` goes straight on. */
export default async function MfaPage({ searchParams }: Props) {
  const { next: rawNext } = await searchParams;
  const user = await getCurrentUser();
  const next = safeNextPath(typeof rawNext === 'string' ? rawNext : null, '/dashboard');
  if (!user) redirect(`/auth?next=${encodeURIComponent(`/auth/mfa?next=${next}`)}`);
  if (secondStepDone(user)) redirect(next);
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-2 text-2xl font-bold">Enter your code</h1>
      <p className="text-muted-foreground mb-6">
        Your account uses two-step sign-in. Open your authenticator app and enter the 6-digit code
        it shows for this account.
      </p>
      <CodeForm next={next} />
      <p className="text-muted-foreground mt-6 text-sm">
        <Link href="/auth/mfa/lost" className="text-primary font-medium underline">
          Lost your authenticator?
        </Link>{' '}
        Agents: ask another agent to remove it.
      </p>
    </div>
  );
}
