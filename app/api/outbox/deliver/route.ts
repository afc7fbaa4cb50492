import { timingSafeEqual } from 'node:crypto';
import { serverEnv } from '@/lib/env/server';
import { deliverDueMail } from '@/lib/mail/outbox';

export const dynamic = 'force-dynamic';

function authorised(header: string | null): boolean {
  const secret = serverEnv().CRON_SECRET;
  if (!secret || !header) return false;
  const a = Buffer.from(header);
  const b = Buffer.from(`Bearer ${secret}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** For a scheduler (e.g. Vercel Cron with CRON_SECRET): sends the mail that is due. */
export async function GET(request: Request) {
  if (!authorised(request.headers.get('authorization')))
    return new Response('Unauthorized', { status: 401 });
  try {
    return Response.json(await deliverDueMail({ limit: 50 }));
  } catch {
    return Response.json({ error: 'Database unavailable.' }, { status: 503 });
  }
}
