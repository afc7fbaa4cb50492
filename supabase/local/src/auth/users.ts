/** auth.users / auth.identities rows and their JSON form (internal/models/user.go). */
import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/client';
import { type FactorRow, factorJson, listFactors } from './factors';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  [k: string]: unknown;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
  [k: string]: unknown;
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);

/** Drops undefined values so "omitempty" fields disappear from the JSON. */
function compact<T extends Record<string, unknown>>(o: T): T {
  for (const k of Object.keys(o)) if (o[k] === undefined) delete o[k];
  return o;
}

export function identityJson(i: IdentityRow) {
  return {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  };
}

/**
 * identities: null serialises as null (the admin list does not eager-load them); factors are
 * omitempty (User.Factors), so a user without any has no `factors` key.
 */
export function userJson(u: UserRow, identities: IdentityRow[] | null, factors: FactorRow[] = []) {
  return compact({
    id: u.id,
    aud: u.aud ?? '',
    role: u.role ?? '',
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    invited_at: iso(u.invited_at),
    phone: u.phone ?? '',
    phone_confirmed_at: iso(u.phone_confirmed_at),
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: iso(u.email_change_sent_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities ? identities.map(identityJson) : null,
    factors: factors.length ? factors.map(factorJson) : undefined,
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    banned_until: iso(u.banned_until),
    deleted_at: iso(u.deleted_at),
    is_anonymous: u.is_anonymous ?? false,
  } as Record<string, unknown>);
}

export async function loadUserJson(tx: Tx, u: UserRow) {
  const ids = await tx.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [u.id],
  );
  return userJson(u, ids, await listFactors(tx, u.id));
}

export const findUserById = (tx: Tx, id: string) =>
  tx.one<UserRow>('select * from auth.users where id = $1', [id]);

export const findUserByEmail = (tx: Tx, email: string, aud: string) =>
  tx.one<UserRow>(
    'select * from auth.users where email = $1 and aud = $2 and is_sso_user = false',
    [email, aud],
  );

export function isBanned(u: UserRow) {
  return !!u.banned_until && new Date(u.banned_until).getTime() > Date.now();
}

// badoux/checkmail's pattern, as GoTrue validates addresses.
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
export const isValidEmail = (e: string) => EMAIL_RE.test(e) && e.length <= 255;

export interface NewUser {
  id?: string;
  email: string;
  passwordHash: string | null;
  aud: string;
  role: string;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
  /** Email sign-up copies identity data into user_metadata; admin-created users keep theirs as given. */
  copyIdentityData: boolean;
}

export async function createUser(tx: Tx, n: NewUser): Promise<UserRow> {
  const id = n.id ?? randomUUID();
  const identityData = {
    sub: id,
    email: n.email,
    email_verified: n.confirmed,
    phone_verified: false,
  };
  const userMeta = n.copyIdentityData
    ? { ...n.userMetadata, ...identityData }
    : { ...n.userMetadata };
  if (!n.copyIdentityData && n.confirmed) userMeta.email_verified = true;
  const appMeta = { provider: 'email', providers: ['email'], ...(n.appMetadata ?? {}) };
  const row = await tx.one<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4, $5, $6, $7, $8, now(), now(), '', '', '', '')
     returning *`,
    [
      id,
      n.aud,
      n.role,
      n.email,
      n.passwordHash,
      n.confirmed ? new Date() : null,
      appMeta,
      userMeta,
    ],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'email', now(), now(), now())`,
    [id, id, identityData],
  );
  return row!;
}

/** Marks the e-mail confirmed everywhere GoTrue records it. */
export async function confirmEmail(tx: Tx, userId: string): Promise<UserRow> {
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
  const row = await tx.one<UserRow>(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       -- GoTrue's User.Confirm merges email_verified:true into user_metadata whatever it held.
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"email_verified": true}',
       updated_at = now()
     where id = $1 returning *`,
    [userId],
  );
  await tx.query(
    `delete from auth.one_time_tokens where user_id = $1 and token_type = 'confirmation_token'`,
    [userId],
  );
  return row!;
}

/** GoTrue's null-deletes merge for user_metadata / app_metadata updates. */
export function mergeMeta(base: Record<string, unknown> | null, patch: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...(base ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}
