import Link from 'next/link';

export const metadata = { title: 'Not allowed', robots: { index: false, follow: false } };

/** Rendered with HTTP 403 when requireAdmin() refuses someone. */
export default function Forbidden() {
  return (
    <main id="main" className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-primary">403</p>
      <h1 className="mt-4 text-2xl font-bold">This page is for agency staff only</h1>
      <p className="mt-2 text-muted-foreground">Your account does not have access to the admin panel.</p>
      <Link href="/dashboard" className="mt-6 text-primary underline">Go to your dashboard</Link>
    </main>
  );
}
