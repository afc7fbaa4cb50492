import { readBodyText } from '@/lib/http/read-body';
import { processLead } from '@/lib/leads/pipeline';

/** A lead is a few kilobytes; anything past this is refused while it streams in. */
export const MAX_BODY_BYTES = 20_000;

/**
 * JSON twin of the lead forms' server action, for integrations (and the load benchmark): the
 * same pipeline (lib/leads/pipeline.ts). 201 created, 200 duplicate, 400 not a JSON object,
 * 413 too large, 422 invalid with field errors, 429 rate-limited, 503 database unavailable.
 */
export async function POST(request: Request) {
  const body = await readBodyText(request, MAX_BODY_BYTES);
  if (!body.ok) return Response.json({ error: body.error }, { status: body.status });
  let values: unknown;
  try {
    values = JSON.parse(body.text);
  } catch {
    return Response.json({ error: 'Send a JSON object.' }, { status: 400 });
  }
  if (!values || typeof values !== 'object' || Array.isArray(values))
    return Response.json({ error: 'Send a JSON object.' }, { status: 400 });

  const outcome = await processLead(values as Record<string, unknown>, request.headers);
  switch (outcome.status) {
    case 'bad_kind':
      return Response.json(
        { error: 'kind must be contact, callback or consultation.' },
        { status: 422 },
      );
    case 'invalid':
      return Response.json(
        { error: 'Invalid fields.', fieldErrors: outcome.fieldErrors },
        { status: 422 },
      );
    case 'rate_limited':
      return Response.json(
        { error: 'Too many requests. Please wait a little.' },
        { status: 429, headers: { 'Retry-After': '600' } },
      );
    case 'unavailable':
      return Response.json(
        { error: 'We could not save your request just now. Please try again.' },
        { status: 503, headers: { 'Retry-After': '30' } },
      );
    case 'stored':
      return outcome.duplicate
        ? Response.json({ status: 'duplicate' }, { status: 200 })
        : Response.json(
            { status: 'created', ...(outcome.id ? { id: outcome.id } : {}) },
            { status: 201 },
          );
  }
}
