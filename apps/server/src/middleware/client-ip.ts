import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import type { ProxyTrust } from '../env.ts';

/** The peer's address as the socket reports it ('unknown' outside a real connection). */
export function peerAddress(c: Context): string {
  try {
    return normalizeIp(getConnInfo(c).remote.address ?? '') || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Canonical text of an address (IPv4-mapped IPv6 becomes IPv4); '' when it is not an address. */
export function normalizeIp(raw: string): string {
  const value = raw.trim().replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(value)) return '';
  const parsed = ipaddr.parse(value);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    return (parsed as ipaddr.IPv6).toIPv4Address().toString();
  return parsed.toString();
}

function inRanges(address: string, ranges: Extract<ProxyTrust, { kind: 'cidrs' }>['ranges']): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  return ranges.some(([range, bits]) => parsed.kind() === range.kind() && parsed.match(range, bits));
}

/**
 * The client's address as seen through `trust`. The chain is X-Forwarded-For's entries followed
 * by the socket's peer; only the entries our own trusted proxies appended are believed, so a
 * client cannot pick its "IP" by sending the header itself.
 */
export function resolveClientIp(peer: string, forwardedFor: string | undefined, trust: ProxyTrust): string {
  if (trust.kind === 'none' || !forwardedFor) return peer;
  const chain = [...forwardedFor.split(',').map(normalizeIp), peer];
  if (trust.kind === 'hops') {
    // hops proxies: the peer is the last one; the client is the address the first of them saw.
    const index = Math.max(0, chain.length - 1 - trust.hops);
    return chain[index] || peer;
  }
  // Walk from the peer leftwards while the address is one of our proxies.
  let index = chain.length - 1;
  while (index > 0 && inRanges(chain[index] as string, trust.ranges)) index--;
  return chain[index] || peer;
}

/** The caller's IP: the peer address, or what the trusted proxies say it is. */
export function clientIp(c: Context, trust: ProxyTrust): string {
  return resolveClientIp(peerAddress(c), c.req.header('x-forwarded-for'), trust);
}
