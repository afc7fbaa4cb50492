/**
 * Codes for two-step sign-in in tests, computed from a TOTP secret with `otpauth` (the kept
 * library the stand-in uses too). The app accepts each code once (lib/auth/totp-once.ts; Auth
 * itself, like GoTrue, would take it again within its window), and tests in several processes
 * (Playwright, jest files, benches) sign in as the same person, so each 30-second step's code is
 * claimed first with a file created exclusively (atomic across processes): a step already
 * claimed means waiting for the next one.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, openSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as OTPAuth from 'otpauth';

const PERIOD = 30;
const CLAIMS = join(tmpdir(), 'totp-claims');

/** The code for `secret` at the current step (no claim: for codes a test wants to reuse on purpose). */
export function currentCode(secret: string, at = Date.now()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), period: PERIOD }).generate({
    timestamp: at,
  });
}

/** Milliseconds until the next 30-second step begins. */
export const msToNextStep = (at = Date.now()) => PERIOD * 1000 - (at % (PERIOD * 1000)) + 50;

/**
 * A code nobody has used yet for `secret` on Auth at `scope` (its URL): this step's if unclaimed,
 * else the next step's after waiting for it (up to ~30 s). `onWait` is told the wait first (a
 * Playwright test extends its timeout by it).
 */
export async function unusedCode(
  secret: string,
  scope: string,
  onWait?: (ms: number) => void,
): Promise<string> {
  mkdirSync(CLAIMS, { recursive: true });
  const key = createHash('sha256').update(`${scope}\n${secret}`).digest('hex').slice(0, 16);
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / 1000 / PERIOD);
    // A code that would expire on its way to Auth is not worth claiming.
    if (msToNextStep(now) < 2000) {
      await new Promise((r) => setTimeout(r, msToNextStep(now)));
      continue;
    }
    try {
      closeSync(openSync(join(CLAIMS, `${key}-${step}`), 'wx'));
      return currentCode(secret, now);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const wait = msToNextStep(now);
      onWait?.(wait);
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}
