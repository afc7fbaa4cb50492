/**
 * In-memory fixed-window rate limits named like config.toml's [auth.rate_limit]. One process owns
 * them, which is all the stand-in ever is; a real project keeps them in GoTrue.
 */
import { err } from './errors';

export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  /** Throws 429 over_request_rate_limit when `key` used more than `limit` in `windowSeconds`. */
  hit(key: string, limit: number, windowSeconds: number, code = 'over_request_rate_limit') {
    if (limit <= 0) return;
    const now = Date.now();
    const w = this.windows.get(key);
    if (!w || now - w.start >= windowSeconds * 1000) {
      this.windows.set(key, { start: now, count: 1 });
      return;
    }
    w.count++;
    if (w.count > limit) {
      throw err(
        429,
        code,
        code === 'over_email_send_rate_limit'
          ? 'Email rate limit exceeded'
          : 'Request rate limit reached',
      );
    }
  }
}
