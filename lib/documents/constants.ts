/**
 * Names the database checks (supabase/migrations/20261123000300_portal_documents.sql), shared by
 * server and browser code; tests/rls/catalogue-cases.ts fails when they and the checks differ.
 */
export const DOCUMENT_CATEGORIES = [
  'passport',
  'english-test',
  'skills-assessment',
  'qualification',
  'employment-reference',
  'police-certificate',
  'financial-evidence',
  'relationship-evidence',
  'other',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_STATUSES = ['uploaded', 'accepted', 'needs_replacement'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The types we accept, as sniffed from the bytes (never from the name or the browser's guess). */
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

/** 10 MB: the bucket's file_size_limit says the same. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
