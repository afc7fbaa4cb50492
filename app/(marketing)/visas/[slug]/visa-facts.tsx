import Link from 'next/link';
import { WhatsAppIcon } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import { whatsappHref } from '@/lib/config/links';
import type { VisaPage } from '@/lib/content';
import { formatCalendarDate } from '@/lib/time/format';
import { cn } from '@/lib/utils';

const statusLabel: Record<VisaPage['status'], { text: string; className: string }> = {
  open: { text: 'Open to new applications', className: 'bg-green-100 text-green-900' },
  limited: { text: 'Open to some applicants only', className: 'bg-amber-100 text-amber-900' },
  closed: { text: 'Closed to new applications', className: 'bg-red-100 text-red-900' },
  replaced: { text: 'Replaced', className: 'bg-red-100 text-red-900' },
};

/** The at-a-glance box: status, stay, cost and processing, and the two calls to action. */
export function VisaFacts({
  visa,
  shortName,
  chatText,
}: {
  visa: VisaPage;
  shortName: string;
  chatText: string;
}) {
  const status = statusLabel[visa.status];
  return (
    <section
      aria-label="Key facts"
      className="border-border bg-muted/40 mt-8 rounded-lg border p-5"
    >
      <p>
        <span
          className={cn(
            'inline-block rounded-full px-3 py-1 text-sm font-semibold',
            status.className,
          )}
          data-testid="visa-status"
        >
          {status.text}
        </span>
      </p>
      <p className="mt-2 text-sm">
        {visa.statusNote}
        {visa.statusDate && (
          <>
            {' '}
            (since{' '}
            <time dateTime={visa.statusDate}>
              {formatCalendarDate(visa.statusDate, { month: 'long' })}
            </time>
            )
          </>
        )}
        {visa.replacedBy && (
          <>
            {' '}
            Now see:{' '}
            <Link
              href={visa.replacedBy.href}
              prefetch={false}
              className="text-primary font-medium underline"
            >
              {visa.replacedBy.name}
            </Link>
            .
          </>
        )}
      </p>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold">How long you can stay</dt>
          <dd className="text-muted-foreground">{visa.stay}</dd>
        </div>
        <div>
          <dt className="font-semibold">Cost</dt>
          <dd className="text-muted-foreground">
            {visa.cost.summary}{' '}
            <a
              href={visa.cost.feeUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary underline"
            >
              Official fees
            </a>{' '}
            (as of{' '}
            <time dateTime={visa.cost.asOf}>
              {formatCalendarDate(visa.cost.asOf, { month: 'long' })}
            </time>
            )
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Processing time</dt>
          <dd className="text-muted-foreground">
            {visa.processing.summary}{' '}
            <a
              href={visa.processing.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary underline"
            >
              Official processing times
            </a>
          </dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-wrap gap-3">
        {/* No prefetch: the booking page's form code is not needed to read this page. */}
        <Link href="/book-consultation" prefetch={false} className={buttonVariants()}>
          Book Consultation<span className="sr-only"> about the {shortName}</span>
        </Link>
        <a
          href={whatsappHref(chatText)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'whatsapp' })}
        >
          <WhatsAppIcon /> Request Call<span className="sr-only"> about the {shortName}</span>
        </a>
      </div>
    </section>
  );
}
