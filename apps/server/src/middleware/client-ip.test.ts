import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { normalizeIp, resolveClientIp } from './client-ip.ts';

const trust = (value: string) => loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;

describe('resolveClientIp', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(resolveClientIp('203.0.113.9', '1.2.3.4', trust('false'))).toBe('203.0.113.9');
  });

  it('takes the address the trusted proxy added, never the client-written leftmost one', () => {
    // The client wrote "1.2.3.4"; our one proxy appended the address it saw.
    expect(resolveClientIp('127.0.0.1', '1.2.3.4, 198.51.100.50', trust('true'))).toBe('198.51.100.50');
    expect(resolveClientIp('127.0.0.1', '198.51.100.50', trust('true'))).toBe('198.51.100.50');
    // Two proxies: the CDN's entry is the client; the load balancer's entry is the CDN.
    expect(resolveClientIp('10.0.0.2', '6.6.6.6, 198.51.100.7, 192.0.2.80', trust('2'))).toBe('198.51.100.7');
    // Fewer entries than hops: the leftmost is still one a proxy wrote.
    expect(resolveClientIp('10.0.0.2', '198.51.100.7', trust('3'))).toBe('198.51.100.7');
  });

  it('walks back through trusted proxy ranges to the first outside address', () => {
    const ranges = trust('10.0.0.0/8,192.0.2.80');
    expect(resolveClientIp('10.0.0.5', 'spoof, 198.51.100.60, 192.0.2.80, 10.0.0.4', ranges)).toBe(
      '198.51.100.60',
    );
    // A peer outside the ranges is not a proxy: its header is not believed.
    expect(resolveClientIp('203.0.113.1', '198.51.100.60', ranges)).toBe('203.0.113.1');
    // Garbage entries are never taken as an address.
    expect(resolveClientIp('10.0.0.5', 'not-an-ip', ranges)).toBe('10.0.0.5');
  });

  it('writes IPv4-mapped IPv6 peers as IPv4', () => {
    expect(normalizeIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeIp('[::1]')).toBe('::1');
    expect(normalizeIp('nope')).toBe('');
  });
});
