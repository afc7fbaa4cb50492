import Link from 'next/link';

/**
 * The header's account area. Until the auth provider is wired (auth issue), it offers sign-in;
 * it stays a tiny island so marketing pages remain static.
 */
export function AccountSlot() {
  return (
    <Link href="/auth" className="rounded-md px-3 py-2 text-sm font-medium hover:bg-muted">
      Sign in
    </Link>
  );
}
