import { formatInstant } from '@/lib/time/format';
import { viewerTimeZone } from '@/lib/time/viewer-zone';

/** An instant in the viewer's own zone, labelled with it; the exact UTC instant is in `dateTime`. */
export async function When({
  at,
  dateOnly = false,
  className,
}: {
  at: Date | string | null | undefined;
  dateOnly?: boolean;
  className?: string;
}) {
  if (!at) return null;
  const instant = new Date(at);
  const zone = await viewerTimeZone();
  return (
    <time dateTime={instant.toISOString()} title={zone} className={className}>
      {formatInstant(instant, zone, { dateOnly })}
    </time>
  );
}
