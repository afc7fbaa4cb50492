import { buildMetadata } from '@/lib/seo/metadata';
import { ForgotForm } from './forgot-form';

export const metadata = buildMetadata({
  title: 'Reset Your Password',
  description:
    'Forgot your password? Enter your e-mail and we will send you a link to choose a new one.',
  path: '/auth/forgot',
  noIndex: true,
});

export default function ForgotPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 text-2xl font-bold">Reset your password</h1>
      <ForgotForm />
    </div>
  );
}
