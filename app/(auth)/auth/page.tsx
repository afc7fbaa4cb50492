import { safeNextPath } from '@/lib/auth/safe-next';
import { isLocale } from '@/lib/i18n/locales';
import { buildMetadata } from '@/lib/seo/metadata';
import { AuthForms } from './_components/auth-forms';

export const metadata = buildMetadata({
  title: 'Sign In or Create an Account',
  description:
    'Sign in to your client dashboard to manage your profile, documents and visa assessments, or create a free account.',
  path: '/auth',
  noIndex: true,
});

type Props = {
  searchParams: Promise<{
    next?: string;
    mode?: string;
    error?: string;
    notice?: string;
    lang?: string;
  }>;
};

const ERRORS: Record<string, string> = {
  link: 'That link has expired or was already used. Sign in, or request a new link.',
  'wrong-account':
    'That link belongs to a different account than the one it showed, so we did not use it. If someone sent it to you, do not use it.',
};

export default async function AuthPage({ searchParams }: Props) {
  const { next, mode, error, notice, lang } = await searchParams;
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-2 text-2xl font-bold">Your client account</h1>
      <p className="text-muted-foreground mb-6">
        Keep your profile, documents and assessments in one private place.
      </p>
      {error && (
        <p role="alert" className="text-destructive mb-4 rounded-md bg-red-50 p-3 text-sm">
          {ERRORS[error] ?? 'Something went wrong. Please try again.'}
        </p>
      )}
      {notice === 'signed-out-everywhere' && (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-sm text-green-900">
          You are signed out on every device. Sign in again here.
        </p>
      )}
      {notice === 'email-change-half' && (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-sm text-green-900">
          Thank you, that address is confirmed. To finish changing your e-mail address, open the
          link we sent to your other address too.
        </p>
      )}
      {notice === 'account-closed' && (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-sm text-green-900">
          Your account is closed and you are signed out everywhere. We keep your file only as long
          as the law requires, then destroy it.
        </p>
      )}
      {notice === 'account-closed-unblocked' && (
        <p role="alert" className="text-destructive mb-4 rounded-md bg-red-50 p-3 text-sm">
          Your account is closed and you are signed out everywhere, but we could not finish blocking
          new sign-ins. Please contact us so we can finish it for you.
        </p>
      )}
      <AuthForms
        next={safeNextPath(typeof next === 'string' ? next : null)}
        initialMode={mode === 'sign-up' ? 'sign-up' : 'sign-in'}
        language={isLocale(lang) ? lang : 'en'}
      />
    </div>
  );
}
