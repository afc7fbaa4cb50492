/** What every auth route needs, built once at start. */
import type { StackConfig } from '../config';
import type { Database } from '../db/client';
import type { ApiKeys } from './api-keys';
import type { KeyRing } from './keys';
import type { Mailer } from './mailer';
import type { RateLimiter } from './rate-limit';

export interface AuthContext {
  cfg: StackConfig;
  db: Database;
  keys: KeyRing;
  apiKeys: ApiKeys;
  mailer: Mailer;
  limits: RateLimiter;
  /** External URL of the API gateway, e.g. http://127.0.0.1:54321 (email links point here). */
  apiUrl: string;
}
