import type { AuthSession, AuthUser } from './types';

/** Reads a JWT's payload without verifying it: for display only; the server verifies. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  try {
    const part = token.split('.')[1];
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(decodeURIComponent(escape(json))) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function isAdminToken(accessToken: string | undefined): boolean {
  if (!accessToken) return false;
  return decodeJwtPayload(accessToken)?.user_role === 'admin';
}

interface SupabaseLikeUser {
  id: string;
  email?: string;
  user_metadata?: Record<string, unknown>;
}

export function toAuthUser(user: SupabaseLikeUser): AuthUser {
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
