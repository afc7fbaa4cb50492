import { AuthProvider } from '@/components/auth/auth-provider';
import { FooterPart } from '@/components/site/chrome-parts';
import { SiteHeader } from '@/components/site/site-header';
import { Toaster } from '@/components/ui/toast';

/** The shell of account pages (sign-in, dashboard, admin): the site header with the auth provider and toasts. */
export function AccountShell({
  children,
  footer = false,
}: {
  children: React.ReactNode;
  footer?: boolean;
}) {
  return (
    <AuthProvider>
      <SiteHeader />
      <main id="main" className="bg-muted/40 flex-1">
        {children}
      </main>
      {footer && <FooterPart />}
      <Toaster />
    </AuthProvider>
  );
}
