import { FooterPart } from '@/components/site/chrome-parts';
import { SiteHeader } from '@/components/site/site-header';
import { Toaster } from '@/components/ui/toast';

/**
 * The frame of account pages (sign-in, dashboard, admin): the site header with `account` at its
 * right end, the page, toasts. No auth provider here: the sign-in pages add theirs
 * (AccountShell); the portal must not import it, or its Supabase client ships with every portal
 * page whether rendered or not (issue 39).
 */
export function ShellFrame({
  children,
  account,
  footer = false,
}: {
  children: React.ReactNode;
  account: React.ReactNode;
  footer?: boolean;
}) {
  return (
    <>
      <SiteHeader account={account} />
      <main id="main" className="bg-muted/40 flex-1">
        {children}
      </main>
      {footer && <FooterPart />}
      <Toaster />
    </>
  );
}
