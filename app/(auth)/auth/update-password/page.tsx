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

export default async function UpdatePasswordPage() {
  // Reached from the recovery link, which signs the person in first.
  if (!(await getCurrentUser())) redirect('/auth?next=/auth/update-password');
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 text-2xl font-bold">Choose a new password</h1>
      <UpdatePasswordForm />
    </div>
  );
}
