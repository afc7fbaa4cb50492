import { requireAdmin } from '@/lib/auth/server';
import { todayIso } from '@/lib/time/calendar';
import { allLeadsForExport, leadFilterSchema, leadsToCsv } from '@/lib/leads/agent';

/** CSV of the leads matching the list's filters; admins only (server check plus RLS). */
export async function GET(request: Request) {
  const admin = await requireAdmin('/admin/leads', { route: true });
  const filters = leadFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const csv = leadsToCsv(await allLeadsForExport(admin, filters));
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${todayIso()}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
