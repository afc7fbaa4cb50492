import { decodeJwt } from 'jose';
import type { AuthSession, AuthUser } from './types';

/** Reads the `user_role` claim without verifying the token: for the menu only; the server verifies. */
export function isAdminToken(accessToken: string | undefined): boolean {
  if (!accessToken) return false;
  try {
    return decodeJwt(accessToken).user_role === 'admin';
  } catch {
    return false;
  }
}

interface SupabaseLikeUser {
  id: string;
  email?: string;
  user_metadata?: Record<string, unknown>;
}

function toAuthUser(user: SupabaseLikeUser): AuthUser {
  const fullName = user.user_metadata?.full_name;
  return {
    id: user.id,
    email: user.email ?? '',
    fullName: typeof fullName === 'string' ? fullName : null,
  };
}

export function toAuthSession(session: {
  access_token: string;
  refresh_token: string;
  expires_at?: number;
  user: SupabaseLikeUser;
}): AuthSession {
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    expiresAt: session.expires_at ?? 0,
    user: toAuthUser(session.user),
  };
}
