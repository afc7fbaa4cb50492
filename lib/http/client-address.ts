/**
 * The address a request came from, for rate limits. Forwarding headers are only as honest as the
 * machine that set them: anyone can send `X-Forwarded-For: 1.2.3.4`, and Next's own server keeps
 * a header the client sent (it only fills it in when absent), so trusting it by default let one
 * client rotate it and send 40 of 40 leads. We trust a header only when the deployment says which
 * one its proxy sets:
 *
 * - CLIENT_IP_HEADER=<name>: a header the proxy in front sets and overwrites (cf-connecting-ip,
 *   fly-client-ip, true-client-ip …).
 * - TRUSTED_PROXY_HOPS=<n>: n proxies each append the address they saw to X-Forwarded-For (nginx
 *   `$proxy_add_x_forwarded_for`, a load balancer); the client is the n-th entry from the right,
 *   which no client can forge.
 * - On Vercel (VERCEL=1) with neither set: `x-vercel-forwarded-for`, then `x-real-ip`, which
 *   Vercel's edge overwrites.
 * - Otherwise: Next does not hand route handlers or actions the socket address, so every
 *   request shares one 'unknown' bucket, with a cap 50 times the per-address one
 *   (lib/leads/service.ts SHARED_ADDRESS_FACTOR; the per-e-mail limit still applies), and a
 *   production server says so once at start (instrumentation-node.ts). Set one of the above in
 *   production.
 */
import { isIP } from 'node:net';

export interface ClientAddressSettings {
  trustedProxyHops: number;
  clientIpHeader: string;
  onVercel: boolean;
}

type HeaderBag = Pick<Headers, 'get'>;

export const UNKNOWN_ADDRESS = 'unknown';

export function clientAddress(headers: HeaderBag, s: ClientAddressSettings): string {
  if (s.clientIpHeader) return addressKey(first(headers.get(s.clientIpHeader)));
  if (s.trustedProxyHops > 0) {
    const hops = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    // Fewer entries than proxies: the closest one to the client we have.
    return addressKey(hops[Math.max(0, hops.length - s.trustedProxyHops)]);
  }
  if (s.onVercel)
    return addressKey(
      first(headers.get('x-vercel-forwarded-for')) ?? first(headers.get('x-real-ip')),
    );
  return UNKNOWN_ADDRESS;
}

/**
 * The start-up warning for a production server that cannot tell visitors apart (none of the
 * above configured, not on Vercel), or null when addresses are known.
 */
export function unknownAddressWarning(s: ClientAddressSettings): string | null {
  if (s.clientIpHeader || s.trustedProxyHops > 0 || s.onVercel) return null;
  return (
    "Visitors' addresses are unknown: set TRUSTED_PROXY_HOPS (proxies in front that append to " +
    'X-Forwarded-For) or CLIENT_IP_HEADER (a header your proxy sets, e.g. cf-connecting-ip). ' +
    'Until then every visitor shares one lead rate-limit bucket with a larger cap; the ' +
    'per-mailbox limit still holds.'
  );
}

function first(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * A rate-limit key for an address: IPv4 as is, IPv6 by its /64 network (one home or phone gets a
 * whole /64, so rotating within it must not buy fresh limits); anything else is 'unknown'.
 */
export function addressKey(value: string | undefined): string {
  if (!value) return UNKNOWN_ADDRESS;
  let v = value.replace(/^\[|\](:\d+)?$/g, '');
  if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(v)) v = v.replace(/:\d+$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(v);
  if (mapped) v = mapped[1]!;
  const kind = isIP(v);
  if (kind === 4) return v;
  if (kind === 6) return `${expandIpv6(v).slice(0, 4).join(':')}::/64`;
  return UNKNOWN_ADDRESS;
}

function expandIpv6(v: string): string[] {
  const [head, tail] = v.toLowerCase().split('%')[0]!.split('::') as [string, string | undefined];
  const a = head ? head.split(':') : [];
  const b = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - a.length - b.length).fill('0');
  return [...a, ...zeros, ...b].map((g) => g.replace(/^0+(?=.)/, ''));
}
