'use client';

import { DashboardMenu } from '@/components/auth/dashboard-menu';
import type { AuthUser } from '@/lib/auth/types';
import { signOutAction } from './actions';

/** The header menu in the portal: Sign Out ends the session on the server, then loads / afresh. */
export function PortalMenu({
  user,
  isAdmin,
}: {
  user: Pick<AuthUser, 'email' | 'fullName'>;
  isAdmin: boolean;
}) {
  return (
    <DashboardMenu
      user={user}
      isAdmin={isAdmin}
      signOut={async () => {
        await signOutAction();
        // A full load, as the browser client's signOut() did: every island and server component
        // sees the new session state (a router navigation kept the portal's client state).
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign('/');
      }}
    />
  );
}
