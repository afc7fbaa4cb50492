import {
  addressKey,
  clientAddress,
  UNKNOWN_ADDRESS,
  unknownAddressWarning,
} from '@/lib/http/client-address';
import { rateLimits, SHARED_ADDRESS_FACTOR } from '@/lib/leads/service';
import { emailRateKey } from '@/lib/leads/email-key';

const headers = (h: Record<string, string>) => new Headers(h);
const NONE = { trustedProxyHops: 0, clientIpHeader: '', onVercel: false };

describe('client address for rate limits', () => {
  test('without a configured proxy, X-Forwarded-For and X-Real-IP are ignored', () => {
    const keys = new Set(
      Array.from({ length: 40 }, (_, i) =>
        clientAddress(
          headers({ 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}` }),
          NONE,
        ),
      ),
    );
    expect([...keys]).toEqual([UNKNOWN_ADDRESS]);
  });

  test('with one trusted proxy, the address it appended counts, not what the client wrote', () => {
    const s = { ...NONE, trustedProxyHops: 1 };
    expect(clientAddress(headers({ 'x-forwarded-for': '1.2.3.4, 203.0.113.7' }), s)).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.7' }), s)).toBe('203.0.113.7');
    const two = { ...NONE, trustedProxyHops: 2 };
    expect(clientAddress(headers({ 'x-forwarded-for': 'spoof, 203.0.113.7, 10.0.0.2' }), two)).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(headers({}), s)).toBe(UNKNOWN_ADDRESS);
  });

  test('a configured client-IP header is used, and only that one', () => {
    const s = { ...NONE, clientIpHeader: 'cf-connecting-ip' };
    expect(
      clientAddress(
        headers({ 'cf-connecting-ip': '203.0.113.9', 'x-forwarded-for': '1.1.1.1' }),
        s,
      ),
    ).toBe('203.0.113.9');
  });

  test("on Vercel, Vercel's own headers", () => {
    const s = { ...NONE, onVercel: true };
    expect(
      clientAddress(
        headers({ 'x-vercel-forwarded-for': '203.0.113.5', 'x-forwarded-for': '9.9.9.9' }),
        s,
      ),
    ).toBe('203.0.113.5');
    expect(clientAddress(headers({ 'x-real-ip': '203.0.113.6' }), s)).toBe('203.0.113.6');
  });

  test('IPv6 addresses share a key per /64; junk is unknown', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:ffff::9'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:203.0.113.1')).toBe('203.0.113.1');
    expect(addressKey('[2001:db8::1]:443')).toBe(addressKey('2001:db8::2'));
    expect(addressKey('not-an-ip')).toBe(UNKNOWN_ADDRESS);
    expect(addressKey('203.0.113.1:5555')).toBe('203.0.113.1');
  });
});

describe('e-mail key for the per-e-mail rate limit', () => {
  test.each([
    ['Rahul@Example.com', 'rahul@example.com'],
    ['rahul+1@example.com', 'rahul@example.com'],
    ['rahul+visa+2@example.com', 'rahul@example.com'],
    ['r.a.h.u.l+x@gmail.com', 'rahul@gmail.com'],
    ['R.ahul@GoogleMail.com', 'rahul@gmail.com'],
    ['r.ahul@outlook.com', 'r.ahul@outlook.com'],
    ['+tag@example.com', '+tag@example.com'],
  ])('%s counts as %s', (input, key) => {
    expect(emailRateKey(input)).toBe(key);
  });
});

describe('a server that cannot tell visitors apart', () => {
  test('is told at start which variables to set', () => {
    const warning = unknownAddressWarning(NONE);
    expect(warning).toMatch(/TRUSTED_PROXY_HOPS/);
    expect(warning).toMatch(/CLIENT_IP_HEADER/);
  });

  test('is not warned once a proxy is configured, nor on Vercel', () => {
    expect(unknownAddressWarning({ ...NONE, trustedProxyHops: 1 })).toBeNull();
    expect(unknownAddressWarning({ ...NONE, clientIpHeader: 'cf-connecting-ip' })).toBeNull();
    expect(unknownAddressWarning({ ...NONE, onVercel: true })).toBeNull();
  });

  test('shares a per-address cap much larger than one visitor’s; the per-mailbox one is unchanged', () => {
    const one = rateLimits('203.0.113.7');
    const shared = rateLimits(UNKNOWN_ADDRESS);
    expect(shared.perAddress.max).toBe(one.perAddress.max * SHARED_ADDRESS_FACTOR);
    expect(shared.perAddress.max).toBeGreaterThanOrEqual(100);
    expect(shared.perEmail).toEqual(one.perEmail);
  });
});
