/**
 * In-memory fixed-window rate limits named like config.toml's [auth.rate_limit]. One process owns
 * them, which is all the stand-in ever is; a real project keeps them in GoTrue.
 */
import { err } from './errors';

export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  private buckets = new Map<string, { tokens: number; at: number }>();

  /**
   * A token bucket, like GoTrue's tollbooth limiters: `burst` requests at once, then `perMinute`
   * a minute. Throws 429 over_request_rate_limit when `key` has no token left.
   */
  take(key: string, perMinute: number, burst: number) {
    if (perMinute <= 0) return;
    const now = Date.now();
    const b = this.buckets.get(key) ?? { tokens: burst, at: now };
    b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 60_000) * perMinute);
    b.at = now;
    this.buckets.set(key, b);
    if (b.tokens < 1) throw err(429, 'over_request_rate_limit', 'Request rate limit reached');
    b.tokens -= 1;
  }

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
