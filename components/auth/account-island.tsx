'use client';

import Link from 'next/link';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';
import { DashboardMenu } from './dashboard-menu';

function Account() {
  const auth = useAuth();
  if (auth.user)
    return (
      <DashboardMenu
        user={auth.user}
        isAdmin={auth.isAdmin}
        busy={auth.loading}
        signOut={() => void auth.signOut()}
      />
    );
  return (
    <Link href="/auth" className="hover:bg-muted rounded-md px-3 py-2 text-sm font-medium">
      Sign in
    </Link>
  );
}

/** The auth provider and the account menu, as one lazily loaded chunk for marketing pages. */
export function AccountIsland() {
  return (
    <AuthProvider>
      <Account />
    </AuthProvider>
  );
}
