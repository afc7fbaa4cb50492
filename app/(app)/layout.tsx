import { AuthProvider } from '@/components/auth/auth-provider';
import { SiteHeader } from '@/components/site/site-header';
import { Toaster } from '@/components/ui/sonner';

/** The signed-in shell: dashboard and admin. Pages call requireUser()/requireAdmin() themselves. */
export default function AppLayout({ children }: { children: React.ReactNode }) {
  return (
    <AuthProvider>
      <SiteHeader />
      <main id="main" className="flex-1 bg-muted/40">
        {children}
      </main>
      <Toaster />
    </AuthProvider>
  );
}
