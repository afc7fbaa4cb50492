import { getCurrentUser } from '@/lib/auth/server';
import { DashboardMenu } from '@/components/auth/dashboard-menu';

/**
 * The header's account menu in the portal, from the person the server already knows (cached
 * with the page's own requireUser()): no Supabase client in the browser, which cost every portal
 * page 67 KiB gzip of script (issue 39). Sessions are cookies the proxy refreshes on each request.
 */
export async function PortalAccount() {
  const user = await getCurrentUser();
  if (!user) {
    // A plain link, as the public header's: a tap that loads a new page needs no router code.
    return (
      // eslint-disable-next-line @next/next/no-html-link-for-pages
      <a href="/auth" className="hover:bg-muted rounded-md px-3 py-2 text-sm font-medium">
        Sign in
      </a>
    );
  }
  return (
    <DashboardMenu
      user={{ email: user.email, fullName: user.fullName }}
      isAdmin={user.isAdmin}
      signOut="/auth/sign-out"
    />
  );
}
