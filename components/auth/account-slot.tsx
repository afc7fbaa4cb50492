'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useOptionalAuth } from './auth-context';

/** Loaded only for visitors who have a session cookie, so anonymous readers never download Supabase. */
const AccountIsland = dynamic(() => import('./account-island').then((m) => m.AccountIsland), {
  ssr: false,
  loading: () => <SignInLink />,
});

/** The menu itself is only needed once someone is signed in. */
const DashboardMenu = dynamic(() => import('./dashboard-menu').then((m) => m.DashboardMenu), {
  ssr: false,
  loading: () => <span className="px-3 py-2 text-sm font-medium">Dashboard</span>,
});

/** @supabase/ssr stores the session in `sb-<ref>-auth-token` cookies (possibly chunked .0, .1 …). */
export function hasSessionCookie(cookie: string): boolean {
  return /(?:^|;\s*)sb-[^=;]+-auth-token(?:\.\d+)?=/.test(cookie);
}

/** A plain link: next/link would add its code to every page for one tap that loads a new page anyway. */
function SignInLink({ label = 'Sign in', href = '/auth' }: { label?: string; href?: string }) {
  return (
    <a href={href} className="hover:bg-muted rounded-md px-3 py-2 text-sm font-medium">
      {label}
    </a>
  );
}

/**
 * The header's account area: the Dashboard menu when signed in, otherwise a sign-in link.
 * `signInLabel`: the link's text on a translated page (a prop, so the page's language decides).
 */
export function AccountSlot({
  signInLabel,
  signInHref,
}: {
  signInLabel?: string;
  /** `/auth?lang=hi`: sign-up then offers the page's language for the client's e-mails. */
  signInHref?: string;
}) {
  const auth = useOptionalAuth();
  const [hasCookie, setHasCookie] = useState(false);
  useEffect(() => {
    // Reading document.cookie after mount keeps the server HTML identical for everyone.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHasCookie(hasSessionCookie(document.cookie));
  }, []);

  if (auth)
    return auth.user ? (
      <DashboardMenu
        user={auth.user}
        isAdmin={auth.isAdmin}
        busy={auth.loading}
        signOut={() => void auth.signOut()}
      />
    ) : (
      <SignInLink label={signInLabel} href={signInHref} />
    );
  if (hasCookie) return <AccountIsland />;
  return <SignInLink label={signInLabel} href={signInHref} />;
}
