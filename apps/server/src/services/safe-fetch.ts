import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch } from 'undici';

/** Why a remote fetch was refused or failed; `status` is what the API answers. */
export class FetchRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 422 | 502 | 504,
  ) {
    super(message);
  }
}

/** Decides whether an address may be connected to (public unicast only, by default). */
export type AddressPolicy = (address: string) => boolean;

/**
 * Public internet addresses only: no loopback, private, link-local (cloud metadata lives at
 * 169.254.169.254), carrier-grade NAT, multicast, reserved or IPv4-mapped private ranges.
 */
export const publicAddressesOnly: AddressPolicy = (address) => {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
};

/** Limits of one fetch. */
export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs?: number;
  maxRedirects?: number;
  policy?: AddressPolicy;
}

function guardedLookup(policy: AddressPolicy): LookupFunction {
  // Checked at connect time, on the address actually dialled, so DNS rebinding cannot slip a
  // private address in after an earlier check.
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
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
      const first = allowed[0] as { address: string; family: number };
      return callback(null, first.address, first.family);
    });
  };
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
  const dispatcher = new Agent({ connect: { lookup: guardedLookup(policy), timeout: 5_000 } });
  const deadline = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  let current = url;
  try {
    for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop++) {
      let parsed: URL;
      try {
        parsed = new URL(current);
      } catch {
        throw new FetchRefused('The image URL is not a valid URL.', 400);
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        throw new FetchRefused('Only http and https image URLs are allowed.', 400);
      }
      if (parsed.username || parsed.password)
        throw new FetchRefused('Image URLs must not carry credentials.', 400);
      const host = parsed.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) && !policy(host))
        throw new FetchRefused('That address is not reachable from here.', 400);
      let res: Awaited<ReturnType<typeof undiciFetch>>;
      try {
        res = await undiciFetch(parsed, { dispatcher, redirect: 'manual', signal: deadline });
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause;
        if (cause?.code === 'EREFUSED_ADDRESS')
          throw new FetchRefused('That address is not reachable from here.', 400);
        if (deadline.aborted) throw new FetchRefused('The image URL took too long to answer.', 504);
        throw new FetchRefused('The image URL could not be fetched.', 502);
      }
      if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
        await res.body?.cancel();
        current = new URL(res.headers.get('location') as string, parsed).toString();
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new FetchRefused(`The image URL answered ${res.status}.`, 502);
      }
      const declared = Number(res.headers.get('content-length') ?? 0);
      if (declared > options.maxBytes) {
        await res.body?.cancel();
        throw new FetchRefused('The image is larger than 10 MB.', 413);
      }
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const chunk of res.body ?? []) {
        total += chunk.length;
        if (total > options.maxBytes) throw new FetchRefused('The image is larger than 10 MB.', 413);
        chunks.push(Buffer.from(chunk));
      }
      return { bytes: Buffer.concat(chunks), contentType: res.headers.get('content-type') ?? '' };
    }
    throw new FetchRefused('The image URL redirects too many times.', 400);
  } catch (err) {
    if (err instanceof FetchRefused) throw err;
    if (deadline.aborted) throw new FetchRefused('The image URL took too long to answer.', 504);
    throw new FetchRefused('The image URL could not be fetched.', 502);
  } finally {
    await dispatcher.close().catch(() => undefined);
  }
}
