/**
 * The one check every scheduled route makes: `Authorization: Bearer <CRON_SECRET>`, exactly what
 * Vercel Cron sends, compared in constant time. Anything else (no header, another scheme, a
 * browser's plain GET) is refused with 401 before any work starts.
 */
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { serverEnv } from '@/lib/env/server';

// Hashing both sides first gives equal-length buffers, so the comparison's time does not even
// reveal the secret's length.
const digest = (value: string) => createHash('sha256').update(value).digest();

export function cronAuthorised(header: string | null, secret = serverEnv().CRON_SECRET): boolean {
  if (!secret || !header) return false;
  return timingSafeEqual(digest(header), digest(`Bearer ${secret}`));
}

export const unauthorised = () =>
  new Response('Unauthorized', {
    status: 401,
    headers: { 'www-authenticate': 'Bearer', 'cache-control': 'no-store' },
  });
