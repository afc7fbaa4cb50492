/** The /storage/v1 routes, most specific first (the generic object route would swallow the rest). */
import type { ServerResponse } from 'node:http';
import { BadJson, BodyTooLarge, type Req, Router } from '../http/router';
import { createBucket, deleteBucket, getBucket, listBuckets } from './buckets';
import type { StorageContext } from './context';
import { StorageError, sendStorageError, tooLarge } from './errors';
import { download, downloadPublic, list } from './read';
import { downloadSigned, sign, signMany } from './sign';
import { remove, upload } from './write';

type StorageHandler = (ctx: StorageContext, req: Req, res: ServerResponse) => Promise<void>;

export function storageRouter(ctx: StorageContext, log: (m: string) => void) {
  const wrap = (h: StorageHandler) => async (req: Req, res: ServerResponse) => {
    try {
      await h(ctx, req, res);
    } catch (e) {
      let se: StorageError;
      if (e instanceof StorageError) se = e;
      else if (e instanceof BodyTooLarge) se = tooLarge();
      else if (e instanceof BadJson)
        se = new StorageError(400, 'InvalidRequest', 'Invalid Input', 'Body is not valid JSON');
      else {
        log(`storage ${req.method} ${req.path}: ${(e as Error).stack ?? e}`);
        se = new StorageError(500, 'InternalError', 'internal', (e as Error).message);
      }
      if (!res.headersSent) sendStorageError(res, se);
      else res.end();
    }
  };
  return new Router()
    .on('GET', '/bucket', wrap(listBuckets))
    .on('POST', '/bucket', wrap(createBucket))
    .on('GET', '/bucket/:id', wrap(getBucket))
    .on('DELETE', '/bucket/:id', wrap(deleteBucket))
    .on('POST', '/object/list/:bucket', wrap(list))
    .on('POST', '/object/sign/:bucket', wrap(signMany))
    .on('POST', '/object/sign/:bucket/*path', wrap(sign))
    .on('GET', '/object/sign/:bucket/*path', wrap(downloadSigned))
    .on('GET', '/object/public/:bucket/*path', wrap(downloadPublic))
    .on('GET', '/object/authenticated/:bucket/*path', wrap(download(true)))
    .on('GET', '/object/:bucket/*path', wrap(download(false)))
    .on('POST', '/object/:bucket/*path', wrap(upload))
    .on('PUT', '/object/:bucket/*path', wrap(upload))
    .on('DELETE', '/object/:bucket', wrap(remove));
}
