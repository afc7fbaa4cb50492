import Link from 'next/link';
import type { SectionProps } from '..';
import { clientStageSentence, visaName } from '@/lib/matters/labels';
import { myMatters } from '@/lib/matters/queries';

/** /dashboard?tab=matters: each visa application and where it stands, in one sentence. */
export async function MattersTab({ user }: SectionProps) {
  const list = await myMatters(user);
  if (list.length === 0)
    return (
      <p className="text-muted-foreground" data-testid="no-matters">
        When you engage us and we start your visa application, you can follow it here.
      </p>
    );
  return (
    <ul className="space-y-3" data-testid="my-matters">
      {list.map((m) => (
        <li key={m.id}>
          <Link
            href={`/dashboard/matters/${m.id}`}
            className="border-border bg-background hover:border-primary block rounded-lg border p-4"
          >
            <span className="font-semibold break-words">{m.title}</span>
            <span className="text-muted-foreground block text-sm">{visaName(m.visaSubclass)}</span>
            <span className="mt-1 block text-sm">{clientStageSentence(m)}</span>
            {m.stage === 'client_review' && !m.clientApprovedAt && (
              <span className="mt-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                Please check and approve
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
