'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field, FieldErrors } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import {
  ACCEPT_ATTRIBUTE,
  categoryHasExpiry,
  documentCategories,
} from '@/lib/config/document-checklist';
import {
  DOCUMENT_CATEGORIES,
  type DocumentCategory,
  MAX_DOCUMENT_BYTES,
} from '@/lib/documents/constants';
import { formatBytes } from '@/lib/documents/format';
import { uploadMessages } from '@/lib/documents/messages';
import { SNIFF_BYTES, sniffMime } from '@/lib/documents/sniff';
import { sendFile } from './send-file';

type Phase = 'idle' | 'sending' | 'waiting' | 'done' | 'failed';

/** Checks in the browser first (size, empty, real type from the first bytes), so nothing is sent in vain. */
async function checkFile(file: File): Promise<string | null> {
  if (file.size === 0) return uploadMessages.empty;
  if (file.size > MAX_DOCUMENT_BYTES) return uploadMessages.tooLarge;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffMime(head) ? null : uploadMessages.wrongType;
}

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
        (+c ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (+c / 4)))).toString(16),
      );

export function Uploader(props: {
  defaultCategory?: DocumentCategory;
  replaces?: string;
  compact?: boolean;
  /** On a family matter: the member the file is for (their request is the one answered). */
  member?: string;
}) {
  const id = useId();
  const router = useRouter();
  const [category, setCategory] = useState<DocumentCategory | ''>(props.defaultCategory ?? '');
  const [expiresOn, setExpiresOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [key, setKey] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [sent, setSent] = useState(0);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function choose(f: File | undefined) {
    setPhase('idle');
    setNote('');
    if (!f) return;
    const problem = await checkFile(f);
    setErrors((e) => ({ ...e, file: problem ?? '' }));
    setFile(problem ? null : f);
    setKey(newKey()); // one key per file: retries re-send it, so the server stores it once
    setSent(0);
  }

  async function upload() {
    const errs: Record<string, string> = {};
    if (!category) errs.category = 'Choose what kind of document this is.';
    if (category && categoryHasExpiry(category) && !expiresOn)
      errs.expiresOn = 'Enter the expiry date shown on the document.';
    if (!file) errs.file = errors.file || 'Choose a file first.';
    setErrors(errs);
    if (Object.values(errs).some(Boolean) || !file || !category) return;
    const query = new URLSearchParams({ category, name: file.name, key });
    if (expiresOn && categoryHasExpiry(category)) query.set('expiresOn', expiresOn);
    if (props.replaces) query.set('replaces', props.replaces);
    if (props.member) query.set('member', props.member);
    setPhase('sending');
    const result = await sendFile(`/api/documents?${query}`, file, {
      onProgress: setSent,
      onRetry: (attempt, wait) => {
        setPhase('waiting');
        setNote(`The connection dropped. Trying again in ${wait} s (attempt ${attempt} of 3)…`);
      },
      onResume: () => {
        setPhase('sending');
        setNote('');
      },
    });
    if (result.ok) {
      setPhase('done');
      setNote('Uploaded. Your agent will review it.');
      setFile(null);
      if (input.current) input.current.value = '';
      router.refresh();
      return;
    }
    setPhase('failed');
    if (result.field)
      setErrors({ [result.field === 'name' ? 'file' : result.field]: result.message });
    else setNote(result.message);
  }

  const busy = phase === 'sending' || phase === 'waiting';
  const pct = file ? Math.min(100, Math.round((sent / file.size) * 100)) : 0;
  return (
    <div className="mt-4 space-y-4" data-testid={props.replaces ? 'replace-uploader' : 'uploader'}>
      {!props.replaces && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-cat`} label="What is it?" errors={errors.category}>
            <select
              {...controlProps(`${id}-cat`, errors.category)}
              name={undefined}
              value={category}
              disabled={busy}
              onChange={(e) => setCategory(e.target.value as DocumentCategory)}
              className="border-input bg-background h-11 w-full rounded-md border px-3"
            >
              <option value="">Choose…</option>
              {DOCUMENT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {documentCategories[c].label}
                </option>
              ))}
            </select>
          </Field>
          {category && categoryHasExpiry(category) && (
            <Field id={`${id}-exp`} label="Expiry date on the document" errors={errors.expiresOn}>
              <Input
                {...controlProps(`${id}-exp`, errors.expiresOn)}
                name={undefined}
                type="date"
                value={expiresOn}
                disabled={busy}
                onChange={(e) => setExpiresOn(e.target.value)}
              />
            </Field>
          )}
        </div>
      )}
      {props.replaces && category && categoryHasExpiry(category) && (
        <Field id={`${id}-exp`} label="Expiry date on the document" errors={errors.expiresOn}>
          <Input
            {...controlProps(`${id}-exp`, errors.expiresOn)}
            name={undefined}
            type="date"
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.target.value)}
          />
        </Field>
      )}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          if (!busy) void choose(e.dataTransfer.files[0]);
        }}
        className={`rounded-lg border-2 border-dashed p-4 text-center ${dragging ? 'border-primary bg-primary/5' : 'border-border'}`}
      >
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          {props.compact ? 'Choose the new file' : 'Choose a file or take a photo'}
        </label>
        <p className="text-muted-foreground hidden text-xs sm:block">or drop it here</p>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          disabled={busy}
          onChange={(e) => void choose(e.target.files?.[0])}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={`${id}-file-error`}
          className="mx-auto mt-2 block min-h-11 w-full max-w-xs text-sm"
        />
        {file && (
          <p className="mt-1 text-sm break-words">
            {file.name} ({formatBytes(file.size)})
          </p>
        )}
        <div className="mt-1">
          <FieldErrors id={`${id}-file`} errors={errors.file} />
        </div>
      </div>
      {(busy || phase === 'done' || sent > 0) && file && (
        <div>
          <progress max={100} value={pct} className="h-2 w-full" aria-label="Upload progress" />
          <p className="text-muted-foreground text-xs" aria-live="polite" data-testid="progress">
            {pct}% · {formatBytes(sent)} of {formatBytes(file.size)}
          </p>
        </div>
      )}
      {note && (
        <p role="status" className={phase === 'failed' ? 'text-destructive text-sm' : 'text-sm'}>
          {note}
        </p>
      )}
      <Button type="button" onClick={upload} disabled={busy}>
        {busy
          ? 'Uploading…'
          : phase === 'failed'
            ? 'Try again'
            : props.replaces
              ? 'Send new copy'
              : 'Upload'}
      </Button>
    </div>
  );
}
