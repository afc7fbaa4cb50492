/**
 * Sends one file with XMLHttpRequest (fetch has no upload progress in browsers yet), retrying a
 * dropped connection or a busy server three times with growing waits. The caller's upload key
 * in the URL makes a retry safe: the server stores a file once per key.
 */
/** `id`: the stored document's, as the server answered (the agent's uploader attaches it). */
export type SendResult = { ok: true; id?: string } | { ok: false; message: string; field?: string };
type Answer = { error?: string; field?: string; id?: string };

const WAITS_S = [2, 5, 10];
const FAILED = 'We could not send your file. Check your connection and press “Try again”.';

function once(url: string, file: File, onProgress: (n: number) => void) {
  return new Promise<{ status: number; body: Answer }>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onload = () => {
      let body = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {}
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: {} });
    xhr.ontimeout = () => resolve({ status: 0, body: {} });
    xhr.send(file);
  });
}

export async function sendFile(
  url: string,
  file: File,
  on: {
    onProgress: (sent: number) => void;
    onRetry: (attempt: number, waitSeconds: number) => void;
    onResume: () => void;
  },
): Promise<SendResult> {
  for (let attempt = 0; ; attempt++) {
    on.onProgress(0);
    // Refresh the session cookie first (the upload route itself skips proxy.ts).
    const session = await fetch('/api/documents/session', { cache: 'no-store' }).catch(() => null);
    if (session?.status === 401)
      return { ok: false, message: 'Your session has ended. Please sign in again.' };
    const r = await once(url, file, on.onProgress);
    if (r.status === 200 || r.status === 201) {
      on.onProgress(file.size);
      return { ok: true, id: r.body.id };
    }
    const retryable = r.status === 0 || r.status === 502 || r.status === 503 || r.status === 504;
    if (!retryable) return { ok: false, message: r.body.error ?? FAILED, field: r.body.field };
    const wait = WAITS_S[attempt];
    if (wait === undefined) return { ok: false, message: FAILED };
    on.onRetry(attempt + 1, wait);
    await new Promise((res) => setTimeout(res, wait * 1000));
    on.onResume();
  }
}
