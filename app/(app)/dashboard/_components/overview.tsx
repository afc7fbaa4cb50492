import Link from 'next/link';
import { formatCalendarDate } from '@/lib/time/format';
import type { CurrentUser } from '@/lib/auth/server';
import { assessmentTypeNames } from '@/lib/assessments/constants';
import { myOpenQuestions } from '@/lib/assessments/open-questions';
import { documentCategories } from '@/lib/config/document-checklist';
import { expiringDocuments, myDocuments } from '@/lib/documents/queries';
import { myProfile, profileCompleteness } from '@/lib/profiles/queries';

/** Profile completeness, open requests, latest statuses and documents expiring within 90 days. */
export async function Overview({ user }: { user: CurrentUser }) {
  const [profile, docs, expiring, questions] = await Promise.all([
    myProfile(user),
    myDocuments(user),
    expiringDocuments(user, 90),
    myOpenQuestions(user),
  ]);
  const completeness = profileCompleteness(profile);
  const open = docs.requests.filter((r) => !r.fulfilledBy);
  // A rejected document the client has already sent a new copy of needs nothing more from them.
  const replaced = new Set(docs.documents.map((d) => d.replacesId).filter(Boolean));
  const needsReplacement = docs.documents.filter(
    (d) => d.status === 'needs_replacement' && !replaced.has(d.id),
  );
  return (
    <header>
      <h1 className="text-2xl font-bold">
        Welcome, {profile?.fullName ?? user.fullName ?? user.email}
      </h1>
      <p className="text-muted-foreground mt-1" data-testid="signed-in-as">
        Signed in as {user.email}
      </p>
      <ul className="mt-5 grid gap-3 text-sm sm:grid-cols-3" data-testid="overview">
        <li className="border-border bg-background rounded-lg border p-4">
          <p className="font-semibold">
            Profile {completeness.done} of {completeness.total} complete
          </p>
          {completeness.missing.length > 0 && (
            <Link href="/dashboard?tab=profile" className="text-primary underline">
              Add your {completeness.missing.slice(0, 2).join(' and ')}
            </Link>
          )}
        </li>
        <li className="border-border bg-background rounded-lg border p-4">
          <p className="font-semibold">
            {open.length > 0
              ? `${open.length} document${open.length > 1 ? 's' : ''} asked for by your agent`
              : needsReplacement.length > 0
                ? 'Your agent needs a new copy of a document'
                : questions.length > 0
                  ? 'Your agent has a question for you'
                  : 'No open requests from your agent'}
          </p>
          {questions.map((q) => (
            <Link
              key={q.id}
              href={`/dashboard/assessments/${q.id}`}
              className="text-primary block underline"
              data-testid="overview-question"
            >
              Reply to your agent about your {assessmentTypeNames[q.type].toLowerCase()} assessment
            </Link>
          ))}
          {(open.length > 0 || needsReplacement.length > 0) && (
            <Link href="/dashboard?tab=documents" className="text-primary block underline">
              {needsReplacement.length > 0
                ? `${needsReplacement.length} to replace — see why`
                : 'Upload now'}
            </Link>
          )}
        </li>
        <li className="border-border bg-background rounded-lg border p-4">
          {expiring.length === 0 ? (
            <p className="font-semibold">No document expires in the next 90 days</p>
          ) : (
            <>
              <p className="font-semibold text-amber-800">Expiring within 90 days</p>
              <ul>
                {expiring.slice(0, 3).map((d) => (
                  <li key={d.id}>
                    {documentCategories[d.category].label}: {formatCalendarDate(d.expiresOn)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </li>
      </ul>
    </header>
  );
}
