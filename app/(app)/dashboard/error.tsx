'use client';

import { PortalError } from '@/components/portal/portal-error';
import { whatsappHref } from '@/lib/config/links';

/** A dashboard page that failed to load: the applicant's files and answers are safe; try again. */
export default function DashboardError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <PortalError
      title="We could not load your dashboard just now"
      digest={error.digest}
      reset={reset}
    >
      <p>
        Your documents, answers and messages are safe: nothing you saved was lost. This is usually a
        short problem on our side. Please try again in a minute.
      </p>
      <p>
        If it keeps happening,{' '}
        <a
          href={whatsappHref()}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary underline"
        >
          tell us on WhatsApp
        </a>
        .
      </p>
    </PortalError>
  );
}
