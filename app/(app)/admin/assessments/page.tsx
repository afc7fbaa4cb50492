import Link from 'next/link';
import { requireAdmin } from '@/lib/auth/server';
import { listAssessmentQueue } from '@/lib/assessments/agent';
import { assessmentTypeNames, statusLabels } from '@/lib/assessments/constants';
import { When } from '@/components/time/when';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  title: 'Assessments',
  description: 'Submitted assessments, oldest first.',
  path: '/admin/assessments',
  noIndex: true,
});

/** Open assessments, the one waiting longest at the top. */
export default async function AdminAssessmentsPage() {
  const admin = await requireAdmin('/admin/assessments');
  const rows = await listAssessmentQueue(admin);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold">Assessments</h1>
      <p className="text-muted-foreground mt-1">Waiting longest first.</p>
      {rows.length === 0 ? (
        <p className="mt-6">Nothing waiting.</p>
      ) : (
        <ol className="mt-6 space-y-3" data-testid="assessment-queue">
          {rows.map((r) => (
            <li key={r.id}>
              <Link
                href={`/admin/assessments/${r.id}`}
                className="border-border hover:border-primary block rounded-lg border p-4"
              >
                <span className="font-semibold">{assessmentTypeNames[r.type]}</span> ·{' '}
                {r.clientName ?? r.clientEmail ?? 'Client'}
                <span className="text-muted-foreground block text-sm">
                  {statusLabels[r.status]} · sent{' '}
                  {r.submittedAt ? <When at={r.submittedAt} dateOnly /> : '—'}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
