import 'server-only';
import { after } from 'next/server';
import { errorText, logEvent } from '@/lib/log';
import { deliverDueMail } from './outbox';

/** Sends queued mail after the response (the outbox retries whatever fails). */
export function deliverMailSoon() {
  after(() =>
    deliverDueMail().catch((error) =>
      logEvent('mail_delivery_error', { error: errorText(error) }, 'error'),
    ),
  );
}
