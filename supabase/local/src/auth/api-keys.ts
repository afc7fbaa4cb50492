/**
 * API keys and the gateway's key → JWT mapping (Kong's LUA_AUTH_EXPR in the CLI and self-hosted
 * stacks): the new-style sb_publishable_/sb_secret_ keys become anon/service_role JWTs.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { KeyRing } from './keys';

/** The Supabase CLI's local defaults, so .env.example works unchanged against either stack. */
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

export interface ApiKeys {
  publishable: string;
  secret: string;
  /** Legacy JWT keys (ES256, signed with the stack's key; valid ~10 years). */
  anon: string;
  serviceRole: string;
}

export async function makeApiKeys(ring: KeyRing): Promise<ApiKeys> {
  const iat = Math.floor(Date.parse('2026-01-01T00:00:00Z') / 1000);
  const exp = iat + 10 * 365 * 24 * 3600;
  return {
    publishable: PUBLISHABLE_KEY,
    secret: SECRET_KEY,
    anon: await ring.sign({ iss: 'supabase-demo', role: 'anon', iat, exp }),
    serviceRole: await ring.sign({ iss: 'supabase-demo', role: 'service_role', iat, exp }),
  };
}

/** What Authorization would carry after the gateway: a bearer JWT, or undefined. */
export function gatewayBearer(headers: IncomingHttpHeaders, keys: ApiKeys): string | undefined {
  const auth = typeof headers.authorization === 'string' ? headers.authorization : undefined;
  const apikey = typeof headers.apikey === 'string' ? headers.apikey : undefined;
  const m = auth ? /^bearer\s+(.+)$/i.exec(auth) : null;
  if (auth && !m?.[1]?.startsWith('sb_')) return m?.[1];
  const key = apikey ?? m?.[1];
  if (!key) return undefined;
  if (key === keys.secret) return keys.serviceRole;
  if (key === keys.publishable) return keys.anon;
  return key;
}
