import { FooterPart } from '@/components/site/chrome-parts';
import { PortalHeader } from '@/components/site/portal-header';
import { SiteHeader } from '@/components/site/site-header';
import { Toaster } from '@/components/ui/toast';

/**
 * The frame of account pages (sign-in, dashboard, admin): the site header with `account` at its
 * right end, the page, toasts. No auth provider here: the sign-in pages add theirs
 * (AccountShell); the portal must not import it, or its Supabase client ships with every portal
 * page whether rendered or not (issue 39). `portal`: the signed-in header (PortalHeader), without
 * the site's nav and marketing calls to action.
 */
export function ShellFrame({
  children,
  account,
  footer = false,
  portal = false,
}: {
  children: React.ReactNode;
  account: React.ReactNode;
  footer?: boolean;
  portal?: boolean;
}) {
  return (
    <>
      {portal ? <PortalHeader account={account} /> : <SiteHeader account={account} />}
      <main id="main" className="bg-muted/40 flex-1">
        {children}
      </main>
      {footer && <FooterPart />}
      <Toaster />
    </>
  );
}
