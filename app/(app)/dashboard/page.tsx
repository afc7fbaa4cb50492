import { eq } from 'drizzle-orm';
import Link from 'next/link';
import { requireUser } from '@/lib/auth/server';
import { isAssessmentType } from '@/lib/assessments/constants';
import { dashboardMenu } from '@/lib/config/nav';
import { profiles, withUser } from '@/lib/db';
import { buildMetadata } from '@/lib/seo/metadata';
import { cn } from '@/lib/utils';
import { AssessmentsTab } from './_components/assessments-tab';

export const metadata = buildMetadata({
  title: 'Your Dashboard',
  description: 'Your profile, documents and visa assessments.',
  path: '/dashboard',
  noIndex: true,
});

type Props = { searchParams: Promise<{ tab?: string; type?: string; sent?: string }> };

export default async function DashboardPage({ searchParams }: Props) {
  const { tab, type, sent } = await searchParams;
  const user = await requireUser('/dashboard');
  const [profile] = await withUser({ ...user.claims, sub: user.id }, (tx) =>
    tx.select().from(profiles).where(eq(profiles.id, user.id)),
  );
  // An unknown tab or type shows the overview with a message, never a silent fallback.
  const assessment = tab === 'assessments' && isAssessmentType(type) ? type : null;
  const unknownTab =
    (tab !== undefined && !['profile', 'documents', 'assessments'].includes(tab)) ||
    (tab === 'assessments' && !assessment);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold">
        Welcome, {profile?.fullName ?? user.fullName ?? user.email}
      </h1>
      <p className="text-muted-foreground mt-1" data-testid="signed-in-as">
        Signed in as {user.email}
      </p>
      <nav aria-label="Dashboard" className="mt-6 flex flex-wrap gap-2">
        {dashboardMenu.map((item) => {
          const active =
            item.href === '/dashboard' ? !assessment : item.href.endsWith(`type=${assessment}`);
          return (
            <Link
              key={item.href}
              href={item.href}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'rounded-full border px-4 py-1.5 text-sm font-medium',
                active
                  ? 'border-primary bg-primary text-white'
                  : 'border-border bg-background hover:bg-muted',
              )}
            >
              {item.label}
            </Link>
          );
        })}
      </nav>
      {unknownTab && (
        <p role="status" className="bg-muted mt-6 rounded-md p-4 text-sm">
          We could not find that part of your dashboard, so here is your overview.
        </p>
      )}
      {assessment ? (
        <AssessmentsTab user={user} type={assessment} justSent={sent === '1'} />
      ) : (
        <section className="mt-8 grid gap-6 md:grid-cols-2">
          <div className="border-border bg-background rounded-lg border p-6">
            <h2 className="text-lg font-semibold">Profile</h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div>
                <dt className="font-medium">Name</dt>
                <dd className="text-muted-foreground">{profile?.fullName ?? 'Not given'}</dd>
              </div>
              <div>
                <dt className="font-medium">E-mail</dt>
                <dd className="text-muted-foreground">{profile?.email ?? user.email}</dd>
              </div>
              <div>
                <dt className="font-medium">Phone</dt>
                <dd className="text-muted-foreground">{profile?.phone ?? 'Not given'}</dd>
              </div>
              <div>
                <dt className="font-medium">Country</dt>
                <dd className="text-muted-foreground">{profile?.country ?? 'Not given'}</dd>
              </div>
            </dl>
          </div>
          <div className="border-border bg-background rounded-lg border p-6">
            <h2 className="text-lg font-semibold">Documents</h2>
            <p className="text-muted-foreground mt-2 text-sm">
              Your documents will appear here, visible only to you and your agent. Until uploads
              open, please send documents only when your agent asks for them.
            </p>
          </div>
        </section>
      )}
    </div>
  );
}
