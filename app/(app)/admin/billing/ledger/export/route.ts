import { requireAdmin } from '@/lib/auth/server';
import { exportLedgerCsv, ledgerFilterSchema } from '@/lib/billing/ledger';
import { todayIso } from '@/lib/time/calendar';

/**
 * CSV of the clients' account entries matching the ledger page's filters, for the accountant;
 * agents only (server check, then the export function's own check and its audit entry).
 */
export async function GET(request: Request) {
  const agent = await requireAdmin('/admin/billing/ledger', { route: true });
  const filters = ledgerFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const csv = await exportLedgerCsv(agent, filters);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="clients-account-${todayIso()}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
