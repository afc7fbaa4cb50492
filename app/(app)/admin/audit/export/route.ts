import { requireAdmin } from '@/lib/auth/server';
import { todayIso } from '@/lib/time/calendar';
import { auditFilterSchema, exportAudit } from '@/lib/admin/audit';
import { logFailure } from '@/lib/log';

/** CSV of the audit log with the page's filters; the database records the export itself. */
export async function GET(request: Request) {
  const admin = await requireAdmin('/admin/audit', { route: true });
  const filters = auditFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  let csv: string;
  try {
    csv = await exportAudit(admin, filters);
  } catch (error) {
    logFailure('audit_export_failed', error);
    return new Response('The export failed. Please go back and try again.', { status: 500 });
  }
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-log-${todayIso()}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
