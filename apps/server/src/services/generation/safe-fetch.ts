import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch } from 'undici';
import type { DomainErrorKind } from '../errors.ts';

/**
 * Why a remote fetch was refused or failed; `status` is what the API answers. Always a 4xx:
 * whatever a client's URL leads to (an unknown host, a dead server, a 404, a slow answer) is
 * about that URL, not a fault of ours.
 */
export class FetchRefused extends Error {
  constructor(
    message: string,
    readonly kind: Extract<DomainErrorKind, 'invalid' | 'too_large' | 'unprocessable'>,
  ) {
    super(message);
  }
}

/** Decides whether an address may be connected to (public unicast only, by default). */
export type AddressPolicy = (address: string) => boolean;

/** Resolves a host name to all its addresses, like `dns.lookup(host, { all: true })`. */
export type HostResolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: HostResolver = (hostname) => dnsLookup(hostname, { all: true });

/** The IPv4 address inside an IPv6 one that only carries it (mapped, NAT64, 6to4), if any. */
function embeddedIPv4(v6: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const p = v6.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  if (v6.range() === 'ipv4Mapped') return v4(p[6] ?? 0, p[7] ?? 0);
  // NAT64's well-known prefix 64:ff9b::/96 (DNS64 answers with it for IPv4-only hosts).
  if (p[0] === 0x64 && p[1] === 0xff9b && p.slice(2, 6).every((x) => x === 0))
    return v4(p[6] ?? 0, p[7] ?? 0);
  // 6to4, 2002:AABB:CCDD::/48 for the IPv4 address AA.BB.CC.DD.
  if (p[0] === 0x2002) return v4(p[1] ?? 0, p[2] ?? 0);
  return undefined;
}

/**
 * An IPv6 address as the URL standard writes it (`::127.0.0.1` → `::7f00:1`): ipaddr.js would
 * read a dotted tail as IPv4-mapped, whatever the bits before it.
 */
function canonical(address: string): string {
  if (!address.includes(':') || !address.includes('.')) return address;
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return address;
  }
}

/**
 * Public internet addresses only: no loopback, private, link-local (cloud metadata lives at
 * 169.254.169.254), carrier-grade NAT, multicast or reserved ranges; nothing in ::/96 (the
 * deprecated IPv4-compatible form, `::7f00:1` is 127.0.0.1 to some stacks); IPv4-mapped,
 * NAT64 and 6to4 addresses only when the IPv4 address inside is public; no Teredo, no
 * IPv4-translated, no local-use NAT64 prefix.
 */
export const publicAddressesOnly: AddressPolicy = (raw) => {
  const address = canonical(raw);
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.parts.slice(0, 6).every((x) => x === 0)) return false;
  const inner = embeddedIPv4(v6);
  if (inner) return inner.range() === 'unicast';
  return v6.range() === 'unicast';
};

/** Limits of one fetch. */
export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs?: number;
  maxRedirects?: number;
  policy?: AddressPolicy;
  /** How host names are resolved (tests simulate failures with it); the system resolver by default. */
  resolve?: HostResolver;
}

function guardedLookup(policy: AddressPolicy, resolve: HostResolver): LookupFunction {
  // Checked at connect time, on the address actually dialled, so DNS rebinding cannot slip a
  // private address in after an earlier check.
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (list) => {
        const allowed = list.filter((a) => policy(a.address));
        if (allowed.length === 0 || allowed.length !== list.length) {
          return callback(
            Object.assign(new Error(`refused address for ${hostname}`), { code: 'EREFUSED_ADDRESS' }),
            '',
            0,
          );
        }
        if ((options as { all?: boolean }).all)
          return (callback as unknown as (e: null, a: typeof list) => void)(null, allowed);
        const family = (options as { family?: number }).family;
        const first = (allowed.find((a) => !family || a.family === family) ?? allowed[0]) as {
          address: string;
          family: number;
        };
        return callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}

const TOO_SLOW = 'The image URL took too long to answer.';

/** What went wrong, from the network error's code, worded for the person who gave the URL. */
function failureMessage(err: unknown): string {
  const cause = ((err as { cause?: unknown }).cause ?? err) as {
    code?: string;
    errors?: { code?: string }[];
  };
  // Several addresses tried (happy eyeballs): the first failure speaks for them.
  const code = cause.code ?? cause.errors?.[0]?.code ?? '';
  if (['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA', 'EAI_NONAME'].includes(code))
    return "The image URL's host could not be found.";
  if (code === 'ECONNREFUSED') return "The image URL's server refused the connection.";
  if (['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED'].includes(code))
    return "The image URL's server closed the connection.";
  if (['EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL'].includes(code))
    return "The image URL's server could not be reached.";
  if (
    ['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT'].includes(code)
  )
    return TOO_SLOW;
  if (/CERT|SSL|TLS|EPROTO|SIGNATURE|ISSUER/.test(code))
    return "The image URL's secure connection could not be established.";
  return 'The image URL could not be fetched.';
}

/**
 * Fetches an http(s) URL from the public internet with caps on size, time and redirects.
 * Every hop is checked: the URL's scheme and literal host before connecting, and the resolved
 * address while connecting.
 */
export async function safeFetch(
  url: string,
  options: SafeFetchOptions,
): Promise<{ bytes: Buffer; contentType: string }> {
  const policy = options.policy ?? publicAddressesOnly;
  const lookup = guardedLookup(policy, options.resolve ?? systemResolver);
  const dispatcher = new Agent({ connect: { lookup, timeout: 5_000 } });
  const deadline = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  let current = url;
  try {
    for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop++) {
      let parsed: URL;
      try {
        parsed = new URL(current);
      } catch {
        throw new FetchRefused('The image URL is not a valid URL.', 'invalid');
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        throw new FetchRefused('Only http and https image URLs are allowed.', 'invalid');
      }
      if (parsed.username || parsed.password)
        throw new FetchRefused('Image URLs must not carry credentials.', 'invalid');
      const host = parsed.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) && !policy(host))
        throw new FetchRefused('That address is not reachable from here.', 'invalid');
      let res: Awaited<ReturnType<typeof undiciFetch>>;
      try {
        res = await undiciFetch(parsed, { dispatcher, redirect: 'manual', signal: deadline });
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause;
        if (cause?.code === 'EREFUSED_ADDRESS')
          throw new FetchRefused('That address is not reachable from here.', 'invalid');
        if (deadline.aborted) throw new FetchRefused(TOO_SLOW, 'unprocessable');
        throw new FetchRefused(failureMessage(err), 'unprocessable');
      }
      if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
        await res.body?.cancel();
        current = new URL(res.headers.get('location') as string, parsed).toString();
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new FetchRefused(`The image URL answered ${res.status}.`, 'unprocessable');
      }
      const declared = Number(res.headers.get('content-length') ?? 0);
      if (declared > options.maxBytes) {
        await res.body?.cancel();
        throw new FetchRefused('The image is larger than 10 MB.', 'too_large');
      }
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const chunk of res.body ?? []) {
        total += chunk.length;
        if (total > options.maxBytes) throw new FetchRefused('The image is larger than 10 MB.', 'too_large');
        chunks.push(Buffer.from(chunk));
      }
      return { bytes: Buffer.concat(chunks), contentType: res.headers.get('content-type') ?? '' };
    }
    throw new FetchRefused('The image URL redirects too many times.', 'invalid');
  } catch (err) {
    if (err instanceof FetchRefused) throw err;
    if (deadline.aborted) throw new FetchRefused(TOO_SLOW, 'unprocessable');
    throw new FetchRefused(failureMessage(err), 'unprocessable');
  } finally {
    await dispatcher.close().catch(() => undefined);
  }
}
