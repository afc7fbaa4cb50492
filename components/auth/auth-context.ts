'use client';

import { createContext, useContext } from 'react';
import type { AuthState } from '@/lib/auth/types';

/** Only the context object lives here, so the header can ask for it without loading Supabase. */
export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}

export function useOptionalAuth(): AuthState | null {
  return useContext(AuthContext);
}
