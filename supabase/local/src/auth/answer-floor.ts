/**
 * Answers that must not tell whether an e-mail address has an account (sign-up, recover,
 * resend, OTP) take the same time either way. A known address costs a token, a database write
 * and an SMTP hand-off (~160 ms here); an unknown one cost ~4 ms, which told an attacker which
 * addresses are clients. Every such answer is held until a floor measured from the start of the
 * request: the larger of BASE_MS and 1.5 × the slowest real work seen recently on that endpoint,
 * so the floor follows the machine (a loaded box, a slow SMTP relay) instead of being a guess,
 * and is capped so a stuck relay cannot hold answers for long. Errors wait too: an error that
 * only a known address can cause must not arrive sooner.
 */
const BASE_MS = 250;
const CAP_MS = 3_000;
const WINDOW = 50;

const recent = new Map<string, number[]>();

function floorFor(endpoint: string): number {
  const seen = recent.get(endpoint) ?? [];
  return Math.min(CAP_MS, Math.max(BASE_MS, 1.5 * Math.max(0, ...seen)));
}

function remember(endpoint: string, ms: number) {
  const seen = recent.get(endpoint) ?? [];
  seen.push(ms);
  if (seen.length > WINDOW) seen.shift();
  recent.set(endpoint, seen);
}

/** Runs `work` and resolves (or rejects) no sooner than the endpoint's floor. */
export async function withAnswerFloor<T>(endpoint: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const floor = floorFor(endpoint);
  try {
    return await work();
  } finally {
    const spent = performance.now() - started;
    remember(endpoint, spent);
    if (spent < floor) await new Promise((r) => setTimeout(r, floor - spent));
  }
}
