import { cronAuthorised, unauthorised } from '@/lib/jobs/cron-auth';
import { deliverDueMail } from '@/lib/mail/outbox';

export const dynamic = 'force-dynamic';

/** For a scheduler (e.g. Vercel Cron with CRON_SECRET): sends the mail that is due. */
export async function GET(request: Request) {
  if (!cronAuthorised(request.headers.get('authorization'))) return unauthorised();
  try {
    return Response.json(await deliverDueMail({ limit: 50 }));
  } catch {
    return Response.json({ error: 'Database unavailable.' }, { status: 503 });
  }
}
