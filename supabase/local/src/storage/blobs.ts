/** Object bytes: files under .data/storage/<bucket>/<name>, or a Map when running in memory. */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

export interface BlobStore {
  put(bucket: string, name: string, data: Buffer): Promise<void>;
  get(bucket: string, name: string): Promise<Buffer | undefined>;
  remove(bucket: string, name: string): Promise<void>;
}

export function memoryBlobs(): BlobStore {
  const m = new Map<string, Buffer>();
  const k = (b: string, n: string) => `${b}\u0000${n}`;
  return {
    async put(b, n, d) {
      m.set(k(b, n), d);
    },
    async get(b, n) {
      return m.get(k(b, n));
    },
    async remove(b, n) {
      m.delete(k(b, n));
    },
  };
}

export function diskBlobs(root: string): BlobStore {
  const base = resolve(root);
  // Object names come from URLs: refuse anything that would land outside the bucket directory.
  const pathFor = (b: string, n: string) => {
    const p = resolve(base, b, n);
    if (!p.startsWith(join(base, b) + '/')) throw new Error('object path escapes its bucket');
    return p;
  };
  return {
    async put(b, n, d) {
      const p = pathFor(b, n);
      await mkdir(dirname(p), { recursive: true });
      await writeFile(p, d);
    },
    async get(b, n) {
      try {
        return await readFile(pathFor(b, n));
      } catch {
        return undefined;
      }
    },
    async remove(b, n) {
      await rm(pathFor(b, n), { force: true });
    },
  };
}
