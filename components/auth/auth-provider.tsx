'use client';

import { useEffect, useMemo, useState } from 'react';
import { isAdminToken, toAuthSession } from '@/lib/auth/claims';
import type { AuthFailure, AuthSession, AuthState } from '@/lib/auth/types';
import { createClient } from '@/lib/supabase/client';
import { AuthContext } from './auth-context';

function failure(error: { message: string; code?: string } | null): AuthFailure | null {
  return error ? { message: error.message, code: error.code } : null;
}

/**
 * The auth state of spec §4: reads the stored session, then listens for changes. `loading` is
 * true until the first read ends and during signIn, signUp and signOut; isAdmin comes from the
 * `user_role` claim the access token hook adds, and is false with no user or on any error.
 */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const supabase = useMemo(() => createClient(), []);
  const [session, setSession] = useState<AuthSession | null>(null);
  const [initialising, setInitialising] = useState(true);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    // getSession() only reads the stored cookie, which outlives a sign-out everywhere (another
    // device, an agent, a deleted account) until the token expires: the header kept its Dashboard
    // menu on the very page the server had just sent to sign in. getUser() asks Auth; for a
    // session that ended it answers session_not_found, and auth-js removes the stored session,
    // which reaches the listener below as SIGNED_OUT. Asked on load and when the tab is shown again.
    const confirm = () =>
      void supabase.auth
        .getUser()
        .catch((error) => console.error('auth: checking the session failed', error));
    supabase.auth
      .getSession()
      .then(({ data }) => {
        if (!active) return;
        setSession(data.session ? toAuthSession(data.session) : null);
        if (data.session) confirm();
      })
      .catch((error) => {
        console.error('auth: reading the session failed', error);
        if (active) setSession(null);
      })
      .finally(() => active && setInitialising(false));
    const { data } = supabase.auth.onAuthStateChange((_event, next) => {
      setSession(next ? toAuthSession(next) : null);
    });
    const onVisible = () => document.visibilityState === 'visible' && confirm();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      data.subscription.unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [supabase]);

  const value = useMemo<AuthState>(() => {
    const run = async <T,>(fn: () => Promise<T>) => {
      setBusy(true);
      try {
        return await fn();
      } finally {
        setBusy(false);
      }
    };
    return {
      user: session?.user ?? null,
      session,
      loading: initialising || busy,
      isAdmin: session ? isAdminToken(session.accessToken) : false,
      signIn: (email, password) =>
        run(async () => {
          const { data, error } = await supabase.auth.signInWithPassword({ email, password });
          if (error) console.error('auth: sign-in failed', error);
          // A verified authenticator: the session is aal1 until the code step (/auth/mfa).
          const needsCode = !!data.user?.factors?.some((f) => f.status === 'verified');
          return { error: failure(error), needsCode };
        }),
      signUp: (email, password, fullName, next = '/', preferredLocale = 'en') =>
        run(async () => {
          const { error } = await supabase.auth.signUp({
            email,
            password,
            // The confirmation e-mail links back to this (templates put it in `next`).
            options: {
              data: { full_name: fullName, preferred_locale: preferredLocale },
              emailRedirectTo: `${window.location.origin}${next}`,
            },
          });
          if (error) console.error('auth: sign-up failed', error);
          return { error: failure(error) };
        }),
      resendConfirmation: (email) =>
        run(async () => {
          // Sends the sign-up confirmation again; for an unknown or already confirmed address
          // Supabase answers 200 and sends nothing, so the reply never reveals who has an account.
          const { error } = await supabase.auth.resend({
            type: 'signup',
            email,
            options: { emailRedirectTo: window.location.origin },
          });
          if (error) console.error('auth: resending the confirmation failed', error);
          return { error: failure(error) };
        }),
      signOut: () =>
        run(async () => {
          const { error } = await supabase.auth.signOut();
          // Spec §8: a failed sign-out is logged, not shown. Either way the person lands on /.
          if (error) console.error('auth: sign-out failed', error);
          setSession(null);
          // A full load on purpose: every island and server component must see the new session state.
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination
          window.location.assign('/');
        }),
    };
  }, [session, initialising, busy, supabase]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
