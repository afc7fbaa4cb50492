import { formatInstant, AGENCY_TIME_ZONE } from '@/lib/time/format';
import { acceptedIpText } from '@/lib/engagements/labels';
import type { EngagementRow } from '@/lib/engagements/queries';

/** What was recorded when the client accepted; the PDF prints the same facts. */
export function AcceptanceBlock({ e }: { e: EngagementRow }) {
  if (!e.acceptedAt) return null;
  const zone = e.acceptedTimeZone || AGENCY_TIME_ZONE;
  const facts: [string, string][] = [
    ['Accepted by (name typed)', e.acceptedName ?? ''],
    ['Time (Sydney)', formatInstant(e.acceptedAt, AGENCY_TIME_ZONE)],
    [`Time (${zone})`, formatInstant(e.acceptedAt, zone)],
    ['IP address', acceptedIpText(e.acceptedIp)],
    ['Text agreed (SHA-256)', e.snapshotSha256 ?? ''],
  ];
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2" data-testid="acceptance-block">
      {facts.map(([k, v]) => (
        <div key={k} className="min-w-0">
          <dt className="font-medium">{k}</dt>
          <dd className="text-muted-foreground font-mono text-xs break-all">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
