import { AuthProvider } from '@/components/auth/auth-provider';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { Toaster } from '@/components/ui/sonner';

/** Sign-in pages: the site shell plus the auth provider and toasts. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <AuthProvider>
      <SiteHeader />
      <main id="main" className="flex-1 bg-muted/40">
        {children}
      </main>
      <SiteFooter />
      <Toaster />
    </AuthProvider>
  );
}
