import { after } from 'next/server';
import { errorText, logEvent } from '@/lib/log';
import { firstErrors, LEAD_KINDS, leadSchemas, type LeadKind } from '@/lib/leads/schema';
import { submitLead } from '@/lib/leads/service';
import { deliverDueMail } from '@/lib/mail/outbox';

/**
 * JSON twin of the lead forms' server action, for integrations (and the load benchmark):
 * the same schema, rate limits, idempotency and outbox. 201 created, 200 duplicate,
 * 422 invalid with field errors, 429 rate-limited, 503 when the database is unavailable.
 */
export async function POST(request: Request) {
  let body: Record<string, unknown>;
  try {
    const text = await request.text();
    if (text.length > 20_000)
      return Response.json({ error: 'Request too large.' }, { status: 413 });
    body = JSON.parse(text);
  } catch {
    return Response.json({ error: 'Send a JSON object.' }, { status: 400 });
  }
  const kind = body?.kind as LeadKind;
  if (!LEAD_KINDS.includes(kind))
    return Response.json(
      { error: 'kind must be contact, callback or consultation.' },
      { status: 422 },
    );
  const parsed = leadSchemas[kind].safeParse(body);
  if (!parsed.success)
    return Response.json(
      { error: 'Invalid fields.', fieldErrors: firstErrors(parsed.error) },
      { status: 422 },
    );

  const address =
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    request.headers.get('x-real-ip') ||
    'unknown';
  try {
    const result = await submitLead({ ...parsed.data, kind }, { clientAddress: address });
    if (result.status === 'rate_limited')
      return Response.json({ error: 'Too many requests. Please wait a little.' }, { status: 429 });
    if (result.status === 'created') {
      after(() =>
        deliverDueMail().catch((error) =>
          logEvent('mail_delivery_error', { error: errorText(error) }, 'error'),
        ),
      );
      return Response.json({ status: 'created', id: result.id }, { status: 201 });
    }
    return Response.json(
      { status: result.status === 'spam' ? 'created' : result.status },
      { status: result.status === 'spam' ? 201 : 200 },
    );
  } catch (error) {
    logEvent('lead_store_failed', { kind, error: errorText(error) }, 'error');
    return Response.json(
      { error: 'We could not save your request just now. Please try again.' },
      { status: 503, headers: { 'Retry-After': '30' } },
    );
  }
}
