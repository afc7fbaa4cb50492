import { redirect } from 'next/navigation';
import { getCurrentUser } from '@/lib/auth/server';
import { buildMetadata } from '@/lib/seo/metadata';
import { UpdatePasswordForm } from './update-password-form';

export const metadata = buildMetadata({
  title: 'Choose a New Password',
  description: 'Choose a new password for your client account.',
  path: '/auth/update-password',
  noIndex: true,
});

type Props = { searchParams: Promise<{ welcome?: string }> };

export default async function UpdatePasswordPage({ searchParams }: Props) {
  // Reached from the recovery or invitation link, which signs the person in first.
  if (!(await getCurrentUser())) redirect('/auth?next=/auth/update-password');
  const welcome = (await searchParams).welcome === '1';
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-2 text-2xl font-bold">
        {welcome ? 'Welcome! Choose a password' : 'Choose a new password'}
      </h1>
      {welcome && (
        <p className="text-muted-foreground mb-4">
          Your migration agent opened a client account for you. Choose a password to sign in next
          time.
        </p>
      )}
      {!welcome && <div className="mb-4" />}
      <UpdatePasswordForm />
    </div>
  );
}
