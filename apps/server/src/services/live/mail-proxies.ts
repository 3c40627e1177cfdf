import ipaddr from 'ipaddr.js';

// Image fetches made by a mailbox provider rather than by a person reading the e-mail. They are
// counted apart because they inflate opens: Apple Mail Privacy Protection fetches every image of
// every message on delivery, whether or not it is ever read, and Gmail, Yahoo and Outlook.com
// fetch through their own proxies (which also cache, so a second open may never reach us).
// Known by the user agent each proxy sends and, for Apple, the address block its relays use;
// these are the documented rules of docs/live-images.md ("Counting opens").

export type MailProxy = 'gmail' | 'yahoo' | 'outlook' | 'apple';

const BY_USER_AGENT: readonly (readonly [RegExp, MailProxy])[] = [
  [/GoogleImageProxy/i, 'gmail'],
  [/YahooMailProxy/i, 'yahoo'],
  [/OutlookImageProxy|Outlook-Image-Proxy|ms-office-proxy/i, 'outlook'],
];

/** Apple's relays fetch from Apple's own 17.0.0.0/8 with a bare "Mozilla/5.0" user agent. */
const APPLE_RANGE = ipaddr.parseCIDR('17.0.0.0/8');

/** Which proxy made a request, if any. */
export function mailProxy(userAgent: string | undefined, ip: string | undefined): MailProxy | undefined {
  const ua = userAgent ?? '';
  for (const [pattern, proxy] of BY_USER_AGENT) if (pattern.test(ua)) return proxy;
  if (ua.trim() === 'Mozilla/5.0') return 'apple';
  if (ip && ipaddr.isValid(ip)) {
    let addr = ipaddr.parse(ip);
    if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress())
      addr = (addr as ipaddr.IPv6).toIPv4Address();
    if (addr.kind() === 'ipv4' && addr.match(APPLE_RANGE)) return 'apple';
  }
  return undefined;
}
