import { requireUser } from '@/lib/auth/server';
import { buildMyExport } from '@/lib/profiles/export';
import { logFailure } from '@/lib/log';
import { createClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

/** "Download my data" (APP 12): a ZIP built on the server, recorded in the audit log. */
export async function GET() {
  const user = await requireUser('/dashboard?tab=profile');
  try {
    const zip = await buildMyExport(user, await createClient());
    const day = new Date().toISOString().slice(0, 10);
    return new Response(new Uint8Array(zip), {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="my-data-${day}.zip"`,
        'cache-control': 'no-store',
      },
    });
  } catch (error) {
    logFailure('data_export_failed', error);
    return new Response('We could not build your file just now. Please try again in a minute.', {
      status: 503,
    });
  }
}
