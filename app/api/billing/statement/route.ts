import { z } from 'zod';
import { requireUser } from '@/lib/auth/server';
import { clientStatementPdf } from '@/lib/billing/statement';

export const dynamic = 'force-dynamic';

const query = z.object({
  // Each bad or missing value falls back (the whole history, up to today) rather than failing:
  // this is a download link, not a form to correct.
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  matter: z.uuid().optional().catch(undefined),
  client: z.uuid().optional().catch(undefined),
});

/**
 * A statement of the client's account as a PDF: the client's own (any `client` given is ignored),
 * or, for an agent, the client named. Read as the person, so RLS decides what is in it; a matter
 * the person cannot read is 404.
 */
export async function GET(request: Request) {
  const user = await requireUser('/dashboard?tab=billing');
  const q = query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const clientId = user.isAdmin ? q.client : user.id;
  if (!clientId) return new Response('Not found', { status: 404 });
  const pdf = await clientStatementPdf(user, {
    clientId,
    matterId: q.matter,
    from: q.from,
    to: q.to,
  });
  if (!pdf) return new Response('Not found', { status: 404 });
  return new Response(Buffer.from(pdf.bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="statement-${pdf.from}-to-${pdf.to}.pdf"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  });
}
