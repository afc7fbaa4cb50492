import Link from 'next/link';
import { When } from '@/components/time/when';
import { requireAdmin } from '@/lib/auth/server';
import { adminQueue } from '@/lib/admin/queue';
import { buildMetadata } from '@/lib/seo/metadata';
import { EngagementQueue } from './_components/engagement-queue';
import { MattersQueue } from './_components/matters-queue';
import { MessagesQueue } from './_components/messages-queue';
import { RecoveryQueue } from './_components/recovery-queue';
import { RemindersQueue } from './_components/reminders-queue';

export const metadata = buildMetadata({
  title: 'Admin Panel',
  description: 'What needs an agent today.',
  path: '/admin',
  noIndex: true,
});

export default async function AdminQueuePage() {
  const admin = await requireAdmin('/admin');
  const sections = await adminQueue(admin);
  return (
    <div>
      <h1 className="text-2xl font-bold">Today’s queue</h1>
      <p className="text-muted-foreground mt-1 text-sm" data-testid="admin-signed-in-as">
        Signed in as {admin.email} (agent). Oldest first.
      </p>
      <ul className="mt-4 flex flex-wrap gap-2 text-sm" aria-label="Counts">
        {sections.map((s) => (
          <li key={s.key}>
            <a
              href={`#${s.key}`}
              className="border-border bg-background hover:border-primary inline-flex items-center gap-2 rounded-full border px-3 py-1"
            >
              <span className="font-bold" data-testid={`queue-count-${s.key}`}>
                {s.count}
              </span>
              {s.title}
            </a>
          </li>
        ))}
      </ul>
      <MattersQueue agent={admin} />
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {sections.map((s) => (
          <section
            key={s.key}
            id={s.key}
            aria-labelledby={`${s.key}-title`}
            className="border-border bg-background rounded-lg border p-4"
          >
            <h2 id={`${s.key}-title`} className="flex items-baseline justify-between gap-2">
              <span className="font-semibold">{s.title}</span>
              <span className="text-muted-foreground text-sm">{s.count}</span>
            </h2>
            <ol className="divide-border mt-2 divide-y text-sm" data-testid={`queue-${s.key}`}>
              {s.items.map((item) => (
                <li key={item.id}>
                  <Link
                    href={item.href}
                    className="hover:bg-muted -mx-2 flex flex-wrap items-baseline justify-between gap-x-3 rounded px-2 py-2"
                  >
                    <span className="text-primary font-medium">{item.title}</span>
                    <span className="text-muted-foreground">
                      {item.detail}
                      {item.at && (
                        <>
                          {' · '}
                          <When at={item.at} />
                        </>
                      )}
                    </span>
                  </Link>
                </li>
              ))}
              {s.items.length === 0 && <li className="text-muted-foreground py-2">{s.empty}</li>}
            </ol>
            {s.key === 'leads' && s.count > s.items.length && (
              <Link
                href="/admin/leads?status=new"
                className="text-primary mt-2 inline-block text-sm underline"
              >
                All {s.count} new leads →
              </Link>
            )}
          </section>
        ))}
      </div>
      <EngagementQueue agent={admin} />
      <MessagesQueue agent={admin} />
      <RemindersQueue agent={admin} />
      <RecoveryQueue agent={admin} />
    </div>
  );
}
