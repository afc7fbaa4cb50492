/**
 * Storage's error shape: every 4xx is sent as HTTP 400 with the real status as a string
 * `statusCode` in the body (storage-error.ts), which storage-js surfaces as StorageApiError.
 */
import type { ServerResponse } from 'node:http';

export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const noSuchKey = () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found');
export const noSuchBucket = () =>
  new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
export const accessDenied = (message = 'new row violates row-level security policy') =>
  new StorageError(403, 'AccessDenied', 'Unauthorized', message);
export const duplicate = () =>
  new StorageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists');
export const tooLarge = () =>
  new StorageError(
    413,
    'EntityTooLarge',
    'Payload too large',
    'The object exceeded the maximum allowed size',
  );
export const invalidMime = (mime: string) =>
  new StorageError(
    415,
    'InvalidMimeType',
    'invalid_mime_type',
    `mime type ${mime} is not supported`,
  );
export const invalidRequest = (message: string) =>
  new StorageError(400, 'InvalidRequest', 'Invalid Input', message);
export const invalidJwt = (message: string) =>
  new StorageError(400, 'InvalidJWT', 'Invalid JWT', message);

/** Postgres errors from the RLS-scoped connection, mapped the way storage's database layer does. */
export function fromPg(e: unknown): StorageError | undefined {
  const code = (e as { code?: string }).code;
  if (code === '42501') return accessDenied();
  if (code === '23505') return duplicate();
  return undefined;
}

export function sendStorageError(res: ServerResponse, e: StorageError) {
  const status = e.statusCode >= 500 ? 500 : 400;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      statusCode: String(e.statusCode),
      code: e.code,
      error: e.error,
      message: e.message,
    }),
  );
}
