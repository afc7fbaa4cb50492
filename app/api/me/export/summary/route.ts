import { requireUser } from '@/lib/auth/server';
import { logFailure } from '@/lib/log';
import { buildMySummary } from '@/lib/profiles/export';

export const dynamic = 'force-dynamic';

/** "Read my data" (APP 12): the export as one readable page to print or save; audited. */
export async function GET() {
  const user = await requireUser('/dashboard?tab=profile');
  try {
    return new Response(await buildMySummary(user), {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        // Our own markup only, no script: nothing on the page may load or run anything.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  } catch (error) {
    logFailure('data_export_failed', error);
    return new Response('We could not build this page just now. Please try again in a minute.', {
      status: 503,
    });
  }
}
