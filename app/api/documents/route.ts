import { isSessionEnded, userForFetch } from '@/lib/auth/server';
import { MAX_DOCUMENT_BYTES } from '@/lib/documents/constants';
import { uploadMessages } from '@/lib/documents/messages';
import { receiveUpload } from '@/lib/documents/receive';
import { storeDocument, uploadParamsSchema } from '@/lib/documents/store';
import { agentUploadParamsSchema, storeAgentDocument } from '@/lib/documents/agent-store';
import type { CurrentUser } from '@/lib/auth/server';
import { logEvent, logFailure } from '@/lib/log';
import { attachSummary } from '@/lib/matters/agent';
import { deliverMailSoon } from '@/lib/mail/deliver-soon';

export const dynamic = 'force-dynamic';

const problem = (status: number, message: string, field?: string) =>
  Response.json({ error: message, field }, { status });

/**
 * Upload one document: the raw file as the body, what it is in the query string
 * (?category=&name=&key=&expiresOn=&replaces=). Streams through receiveUpload (type from the
 * first bytes, refused past 10 MB while reading), then stores it with the client's own token.
 * Chosen over a signed upload URL direct to Storage: the type and size are checked before the
 * bytes reach Storage, with no second "verify" step that could be skipped.
 *
 * An agent sends a file into a client's documents the same way, naming the client
 * (?client=&name=&key=[&matter=][&summary=1]): the summary for a matter, draft forms, a file for
 * a message (agentUpload below). One door for every upload, outside proxy.ts (its matcher leaves
 * this path out, so no body is copied or cut).
 */
export async function POST(request: Request) {
  // Called by the uploader, not navigated to: 401 rather than a redirect, 503 (retried) when the
  // database could not answer. Checked once: React's cache() does not dedupe in route handlers,
  // and a second session check could fail on its own.
  const user = await userForFetch();
  if (user === 503) return problem(503, uploadMessages.failed);
  if (user === 401) return problem(401, uploadMessages.signIn);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  if ('client' in query) return agentUpload(request, user, query);
  const parsed = uploadParamsSchema.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return problem(
      422,
      issue?.message ?? 'Check the file and try again.',
      String(issue?.path[0] ?? ''),
    );
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_DOCUMENT_BYTES) return problem(413, uploadMessages.tooLarge);

  const received = await receiveUpload(request.body);
  if (!received.ok) {
    const status = received.problem === 'tooLarge' ? 413 : received.problem === 'empty' ? 400 : 415;
    logEvent('document_refused', { problem: received.problem });
    return problem(status, uploadMessages[received.problem]);
  }
  let stored: Awaited<ReturnType<typeof storeDocument>>;
  try {
    stored = await storeDocument({
      user,
      params: parsed.data,
      file: received,
    });
  } catch (error) {
    // A valid session meeting a busy or restarting database gets "try again" (503), never a
    // 500; only a session that really ended is told to sign in.
    if (isSessionEnded(error)) return problem(401, uploadMessages.signIn);
    logFailure('document_upload_failed', error, { step: 'db' });
    return problem(503, uploadMessages.failed);
  }
  if (stored.status === 'badReplaces') return problem(422, uploadMessages.replaces, 'replaces');
  if (stored.status === 'limited') return problem(429, uploadMessages.limited);
  if (stored.status === 'failed') return problem(503, uploadMessages.failed);
  if (stored.status === 'created') deliverMailSoon();
  const d = stored.document;
  return Response.json(
    { id: d.id, status: d.status, mimeType: d.mimeType, sizeBytes: d.sizeBytes },
    { status: stored.status === 'created' ? 201 : 200 },
  );
}

/** What an agent reads when their file is not stored (uploadMessages speak to a client). */
const AGENT_FAILED = 'The file could not be saved just now. Please try again.';

/**
 * An agent's file for client `client` (lib/documents/agent-store.ts): the same reader, then the
 * client's folder, recorded by the database as agent-provided. With summary=1 it becomes the
 * matter's application summary, the file the client checks and approves.
 */
async function agentUpload(request: Request, agent: CurrentUser, query: Record<string, string>) {
  if (!agent.isAdmin) return problem(403, 'Only an agent sends a file to a client.');
  const parsed = agentUploadParamsSchema.safeParse(query);
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
    const stored = await storeAgentDocument({ agent, params: parsed.data, file: received });
    if (!('document' in stored))
      return stored.status === 'forbidden'
        ? problem(403, 'Only an agent sends a file to a client.')
        : problem(503, AGENT_FAILED);
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
