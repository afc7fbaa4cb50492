import Link from 'next/link';
import type { CurrentUser } from '@/lib/auth/server';
import { effectiveStatus, myEngagements, sydneyTodayFor } from '@/lib/engagements/queries';

/** On every dashboard tab: an offer waiting for the client's answer, with the way to it. */
export async function EngagementNotice({ user, tab }: { user: CurrentUser; tab?: string }) {
  if (user.isAdmin || tab === 'engagement') return null;
  const [rows, today] = await Promise.all([myEngagements(user), sydneyTodayFor(user)]);
  const open = rows.filter((e) => effectiveStatus(e, today) === 'sent').length;
  if (!open) return null;
  return (
    <p
      className="border-primary/40 bg-primary/5 mt-6 rounded-md border p-4 text-sm"
      data-testid="engagement-notice"
    >
      Your agent sent you {open > 1 ? `${open} offers` : 'an offer'} of services and fees.{' '}
      <Link href="/dashboard?tab=engagement" className="text-primary font-medium underline">
        Read and answer {open > 1 ? 'them' : 'it'}
      </Link>
    </p>
  );
}
