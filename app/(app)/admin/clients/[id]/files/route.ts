import { z } from 'zod';
import { isSessionEnded, requireAdmin } from '@/lib/auth/server';
import { agentUploadParamsSchema, storeAgentDocument } from '@/lib/documents/agent-store';
import { MAX_DOCUMENT_BYTES } from '@/lib/documents/constants';
import { uploadMessages } from '@/lib/documents/messages';
import { receiveUpload } from '@/lib/documents/receive';
import { logEvent, logFailure } from '@/lib/log';
import { attachSummary } from '@/lib/matters/agent';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string }> };

const problem = (status: number, message: string) => Response.json({ error: message }, { status });

/** What an agent reads when their file is not stored (uploadMessages speak to a client). */
const AGENT_FAILED = 'The file could not be saved just now. Please try again.';

/**
 * An agent uploads a file into client [id]'s documents (the application summary, draft forms, a
 * file for a message): the raw file as the body, ?name=&key=[&matter=][&summary=1]. The same
 * reader as a client's upload (type from the first bytes, refused past 10 MB while reading);
 * lib/documents/agent-store.ts stores and records it. With summary=1 the file becomes the
 * matter's application summary, which the client then checks and approves.
 */
export async function POST(request: Request, { params }: Params) {
  const { id: clientId } = await params;
  const agent = await requireAdmin(`/admin/clients/${clientId}`, { route: true });
  if (!z.uuid().safeParse(clientId).success) return problem(404, 'Client not found.');
  const parsed = agentUploadParamsSchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!parsed.success || (parsed.data.summary && !parsed.data.matter))
    return problem(422, 'Choose the file again and retry.');
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_DOCUMENT_BYTES) return problem(413, uploadMessages.tooLarge);

  const received = await receiveUpload(request.body);
  if (!received.ok) {
    const status = received.problem === 'tooLarge' ? 413 : received.problem === 'empty' ? 400 : 415;
    logEvent('document_refused', { problem: received.problem, by: 'agent' });
    return problem(status, uploadMessages[received.problem]);
  }
  try {
    const stored = await storeAgentDocument({
      agent,
      clientId,
      params: parsed.data,
      file: received,
    });
    if (stored.status === 'failed') return problem(503, AGENT_FAILED);
    const d = stored.document;
    if (parsed.data.summary && parsed.data.matter) {
      const attached = await attachSummary(agent, {
        matterId: parsed.data.matter,
        documentId: d.id,
      });
      if (!attached.ok) return problem(422, attached.message);
    }
    return Response.json(
      { id: d.id, name: d.originalName },
      { status: stored.status === 'created' ? 201 : 200 },
    );
  } catch (error) {
    if (isSessionEnded(error)) return problem(401, uploadMessages.signIn);
    logFailure('agent_upload_failed', error, { step: 'db' });
    return problem(503, AGENT_FAILED);
  }
}
