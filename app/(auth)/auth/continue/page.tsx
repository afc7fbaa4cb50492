import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { normaliseLinkEmail } from '@/lib/auth/email-link';
import { buildMetadata } from '@/lib/seo/metadata';
import { continueWithLinkAction } from './actions';

export const metadata = buildMetadata({
  title: 'Continue to Your Account',
  description: 'Confirm which account this e-mail link opens.',
  path: '/auth/continue',
  noIndex: true,
});

type Props = {
  searchParams: Promise<Record<'token_hash' | 'type' | 'email' | 'next', string | undefined>>;
};

const WHAT: Record<string, string> = {
  email: 'Confirm your e-mail address and sign in',
  signup: 'Confirm your e-mail address and sign in',
  magiclink: 'Sign in with this link',
  recovery: 'Choose a new password',
  invite: 'Accept your invitation',
  email_change: 'Confirm the change of your e-mail address',
};

/**
 * The page every e-mail link opens first: it says which account the link belongs to and uses
 * the link only when the person presses the button. Someone who was sent another person's link
 * sees an address that is not theirs and can stop here.
 */
export default async function ContinuePage({ searchParams }: Props) {
  const { token_hash: tokenHash, type, email, next } = await searchParams;
  const address = normaliseLinkEmail(email);
  if (!tokenHash || !type || !address) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <h1 className="mb-2 text-2xl font-bold">This link is incomplete</h1>
        <p className="text-muted-foreground mb-6">
          Part of the link is missing, or it comes from an older e-mail. Please ask for a new one.
        </p>
        <Link href="/auth" className="text-primary underline">
          Go to sign in
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-2 text-2xl font-bold">{WHAT[type] ?? 'Continue'}</h1>
      <p className="text-muted-foreground mb-6">
        This link is for the account of{' '}
        <strong className="text-foreground break-all" data-testid="link-email">
          {address}
        </strong>
        . Continue only if this is your e-mail address.
      </p>
      <form action={continueWithLinkAction} className="space-y-3">
        <input type="hidden" name="token_hash" value={tokenHash} />
        <input type="hidden" name="type" value={type} />
        <input type="hidden" name="email" value={address} />
        <input type="hidden" name="next" value={next ?? ''} />
        {/* Long addresses wrap inside the button instead of running out of it. */}
        <Button type="submit" size="lg" className="h-auto w-full py-3 break-all whitespace-normal">
          Continue as {address}
        </Button>
      </form>
      <p className="text-muted-foreground mt-6 text-sm">
        Not your address? Close this page: nothing has happened. If someone sent you this link, they
        may be trying to get you to use their account.{' '}
        <Link href="/" className="text-primary underline">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
