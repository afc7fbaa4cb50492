/** The auth state the app exposes (spec §3/§4): user, session, loading, signIn, signUp, signOut, isAdmin. */

export interface AuthUser {
  id: string;
  email: string;
  fullName: string | null;
}

export interface AuthSession {
  accessToken: string;
  refreshToken: string;
  /** Unix seconds. */
  expiresAt: number;
  user: AuthUser;
}

/** An error the caller can show; `code` is Supabase's machine-readable code when there is one. */
export interface AuthFailure {
  message: string;
  code?: string;
}

export interface AuthState {
  user: AuthUser | null;
  session: AuthSession | null;
  /** True while the stored session is read, and during signIn, signUp and signOut. */
  loading: boolean;
  /** From the `user_role` claim; false with no user, on sign-out or on error. */
  isAdmin: boolean;
  /** `needsCode`: the account uses two-step sign-in; the code step (/auth/mfa) comes next. */
  signIn(
    email: string,
    password: string,
  ): Promise<{ error: AuthFailure | null; needsCode?: boolean }>;
  /**
   * `next`: a same-origin path the confirmation link returns to (default: the home page).
   * `preferredLocale`: the language of the client's e-mails (the profile keeps it; the database
   * ignores anything not one of the site's languages).
   */
  signUp(
    email: string,
    password: string,
    fullName: string,
    next?: string,
    preferredLocale?: string,
  ): Promise<{ error: AuthFailure | null }>;
  /** Sends the sign-up confirmation e-mail again (for someone whose sign-in says "not confirmed"). */
  resendConfirmation(email: string): Promise<{ error: AuthFailure | null }>;
  signOut(): Promise<void>;
}
