import 'server-only';
import { after } from 'next/server';
import { logFailure } from '@/lib/log';
import { deliverDueMail } from './outbox';

/** Sends queued mail after the response (the outbox retries whatever fails). */
export function deliverMailSoon() {
  after(() => deliverDueMail().catch((error) => logFailure('mail_delivery_error', error)));
}
