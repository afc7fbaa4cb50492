import 'server-only';
import { after } from 'next/server';
import { errorText, logEvent } from '@/lib/log';
import { deliverDueMail } from './outbox';

/** E-mails a database trigger just queued go out after the response (the poller retries). */
export function deliverSoon(): void {
  after(() =>
    deliverDueMail().catch((error) =>
      logEvent('mail_delivery_error', { error: errorText(error) }, 'error'),
    ),
  );
}
