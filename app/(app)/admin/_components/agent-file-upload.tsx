'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field } from '@/components/ui/field';
import { sendFile } from '@/components/documents/send-file';
import { ACCEPT_ATTRIBUTE } from '@/lib/config/document-checklist';
import { MAX_DOCUMENT_BYTES } from '@/lib/documents/constants';
import { uploadMessages } from '@/lib/documents/messages';
import { SNIFF_BYTES, sniffMime } from '@/lib/documents/sniff';

/** The browser's first check, as the client's uploader does: nothing is sent in vain. */
async function checkFile(file: File): Promise<string | null> {
  if (file.size === 0) return uploadMessages.empty;
  if (file.size > MAX_DOCUMENT_BYTES) return uploadMessages.tooLarge;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffMime(head) ? null : uploadMessages.wrongType;
}

/**
 * An agent sends a file into the client's documents (POST /api/documents?client=…, the same
 * route and checks as a client's upload): the application summary of a matter (`summary`), or a file to
 * attach to a message (`onUploaded` gets its id and name). The page refreshes once it is stored.
 */
export function AgentFileUpload({
  clientId,
  matterId,
  summary = false,
  label,
  button,
  onUploaded,
}: {
  clientId: string;
  matterId?: string | null;
  summary?: boolean;
  label: string;
  button: string;
  onUploaded?: (doc: { id: string; name: string }) => void;
}) {
  const id = useId();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  // One key per chosen file: a retry of the same file is stored once.
  const [key, setKey] = useState('');

  async function choose(f: File | undefined) {
    setNote('');
    setFile(f ?? null);
    setKey(f ? crypto.randomUUID() : '');
    setError(f ? ((await checkFile(f)) ?? undefined) : undefined);
  }

  async function send() {
    if (!file) return setError('Choose a file first.');
    if (error) return;
    setSending(true);
    setNote('');
    const query = new URLSearchParams({ client: clientId, name: file.name, key });
    if (matterId) query.set('matter', matterId);
    if (summary) query.set('summary', '1');
    const result = await sendFile(`/api/documents?${query}`, file, {
      onProgress: () => {},
      onRetry: (_n, wait) => setNote(`Connection lost. Trying again in ${wait} seconds…`),
      onResume: () => setNote(''),
    });
    setSending(false);
    if (!result.ok) return setError(result.message);
    setNote(summary ? `${file.name} is now the summary for the client to check.` : 'Uploaded.');
    if (result.id) onUploaded?.({ id: result.id, name: file.name });
    setFile(null);
    if (input.current) input.current.value = '';
    router.refresh();
  }

  const fieldId = `${id}-file`;
  return (
    <div
      className="flex flex-wrap items-end gap-3"
      data-testid={summary ? 'summary-upload' : 'agent-file-upload'}
    >
      <div className="min-w-0 flex-1">
        <Field id={fieldId} label={label} errors={error ? [error] : undefined} look="admin">
          <input
            {...controlProps(fieldId, error ? [error] : undefined)}
            ref={input}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            onChange={(e) => void choose(e.target.files?.[0])}
            className="block w-full text-sm"
          />
        </Field>
      </div>
      <Button type="button" variant="outline" disabled={sending} onClick={() => void send()}>
        {sending ? 'Uploading…' : button}
      </Button>
      <p role="status" className="w-full text-sm" aria-live="polite">
        {note}
      </p>
    </div>
  );
}
