import { When } from '@/components/time/when';
import type { Factor } from '@/lib/auth/mfa';
import { EnrolForm } from './enrol-form';
import { RemoveOwnForm } from './remove-own-form';

/** The person's own authenticator: set one up, or see and remove the one they have. */
export function MyFactors({ factors, doneHref }: { factors: Factor[]; doneHref?: string }) {
  const verified = factors.filter((f) => f.status === 'verified');
  if (verified.length === 0) return <EnrolForm doneHref={doneHref} />;
  return (
    <ul className="divide-border divide-y text-sm" data-testid="my-factors">
      {verified.map((f) => (
        <li key={f.id} className="space-y-3 py-3">
          <p>
            <span className="font-medium">{f.name}</span>
            <span className="text-muted-foreground">
              {' '}
              · added <When at={new Date(f.createdAt)} />
            </span>
          </p>
          <RemoveOwnForm factorId={f.id} />
        </li>
      ))}
    </ul>
  );
}
