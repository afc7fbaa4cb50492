import { redirect } from 'next/navigation';
import { safeNextPath } from '@/lib/auth/safe-next';
import { getCurrentUser } from '@/lib/auth/server';
import { buildMetadata } from '@/lib/seo/metadata';
import { UpdatePasswordForm } from './update-password-form';

export const metadata = buildMetadata({
  title: 'Choose a New Password',
  description: 'Choose a new password for your client account.',
  path: '/auth/update-password',
  noIndex: true,
});

type Props = { searchParams: Promise<{ welcome?: string; next?: string }> };

const HEADINGS = {
  invite: 'Welcome! Choose a password',
  signup: 'Your e-mail is confirmed. Choose your password',
  change: 'Choose a new password',
};

export default async function UpdatePasswordPage({ searchParams }: Props) {
  // Reached from the recovery or invitation link, which signs the person in first.
  if (!(await getCurrentUser())) redirect('/auth?next=/auth/update-password');
  const { welcome, next } = await searchParams;
  const kind = welcome === '1' ? 'invite' : welcome === 'signup' ? 'signup' : 'change';
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-2 text-2xl font-bold">{HEADINGS[kind]}</h1>
      {kind === 'invite' && (
        <p className="text-muted-foreground mb-4">
          Your migration agent opened a client account for you. Choose a password to sign in next
          time.
        </p>
      )}
      {kind === 'signup' && (
        <p className="text-muted-foreground mb-4" data-testid="choose-password-signup">
          One last step: choose the password you will sign in with. We ask for it again now that we
          know this e-mail address is yours, so nobody else can have set it.
        </p>
      )}
      {kind === 'change' && <div className="mb-4" />}
      <UpdatePasswordForm next={safeNextPath(next ?? null, '/dashboard')} />
    </div>
  );
}
