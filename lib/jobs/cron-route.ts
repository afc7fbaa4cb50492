/**
 * The GET handler of every /api/cron/<job> route: Vercel Cron calls it with
 * `Authorization: Bearer <CRON_SECRET>`; anything else gets 401 and runs nothing.
 */
import 'server-only';
import { cronAuthorised, unauthorised } from './cron-auth';
import { type JobName, runJob } from './run';

export function cronRoute(job: JobName) {
  return async function GET(request: Request): Promise<Response> {
    if (!cronAuthorised(request.headers.get('authorization'))) return unauthorised();
    try {
      return Response.json(
        { job, ...(await runJob(job)) },
        { headers: { 'cache-control': 'no-store' } },
      );
    } catch {
      // The job logged what failed (job_failed); the caller only learns to try again later.
      return Response.json({ job, error: 'The job failed; it will run again.' }, { status: 503 });
    }
  };
}
