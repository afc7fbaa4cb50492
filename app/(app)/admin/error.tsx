'use client';

import { PortalError } from '@/components/portal/portal-error';

/** An admin page that failed to load (usually the database busy or restarting). */
export default function AdminError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <PortalError title="This admin page could not be loaded" digest={error.digest} reset={reset}>
      <p>
        Nothing was changed. The server could not read what this page shows, most often because the
        database was busy or restarting. Try again; if it keeps failing, pass the reference below to
        whoever looks after the server.
      </p>
    </PortalError>
  );
}
