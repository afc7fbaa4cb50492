import { Logo } from './logo';

/**
 * The signed-in header (dashboard and admin): the agency's name and the person's account menu,
 * nothing else. No site nav and no "Book Consultation" / "PR Calculator": a client half-way
 * through a form, or an agent working the queue, should not be sent to marketing pages by the
 * frame around their work (round 2 of "The portal as tried"). The admin panel's own nav lives in
 * app/(app)/admin/layout.tsx; the client reaches the public site through the logo.
 */
export function PortalHeader({ account }: { account: React.ReactNode }) {
  return (
    <header
      data-testid="portal-header"
      className="border-border bg-background/95 supports-[backdrop-filter]:bg-background/85 sticky top-0 z-40 border-b backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6">
        <Logo plain />
        <div className="flex items-center whitespace-nowrap">{account}</div>
      </div>
    </header>
  );
}
