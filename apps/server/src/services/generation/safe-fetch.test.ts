import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejectionOf } from '../../test-support/rejection.ts';
import { FetchRefused, type HostResolver, publicAddressesOnly, safeFetch } from './safe-fetch.ts';

let server: Server;
let port = 0;
let closedPort = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/ok.png') return res.writeHead(200, { 'content-type': 'image/png' }).end('png');
    if (req.url === '/gone') return res.writeHead(404).end();
    if (req.url === '/broken') return res.writeHead(500).end();
    if (req.url === '/reset') return req.socket.destroy();
    if (req.url === '/hang') return;
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  // A port nobody listens on: bound, noted, closed.
  const spare = createServer();
  await new Promise<void>((r) => spare.listen(0, '127.0.0.1', r));
  closedPort = (spare.address() as AddressInfo).port;
  await new Promise((r) => spare.close(r));
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

// Only the test server's address counts as "public" here.
const onlyTestServer = (address: string) => address === '127.0.0.1';
/** A resolver that answers every name with the test server's address. */
const toTestServer: HostResolver = async () => [{ address: '127.0.0.1', family: 4 }];
/** A resolver failing like getaddrinfo does. */
const failing =
  (code: string): HostResolver =>
  async (hostname) => {
    throw Object.assign(new Error(`getaddrinfo ${code} ${hostname}`), { code, hostname });
  };

const refusal = (p: Promise<unknown>) => rejectionOf(p, FetchRefused);

const opts = { maxBytes: 1000, policy: onlyTestServer, resolve: toTestServer };

describe('safeFetch', () => {
  it('connects to the address the injected resolver gives', async () => {
    const { bytes, contentType } = await safeFetch(`http://images.example:${port}/ok.png`, opts);
    expect([bytes.toString(), contentType]).toEqual(['png', 'image/png']);
  });

  it.each(['ENOTFOUND', 'EAI_AGAIN'])(
    'refuses as unprocessable, "host could not be found", when resolving fails with %s',
    async (code) => {
      const err = await refusal(
        safeFetch('http://no-such-host.example/x.png', { ...opts, resolve: failing(code) }),
      );
      expect([err.kind, err.message]).toEqual(['unprocessable', "The image URL's host could not be found."]);
    },
  );

  it('refuses as invalid a name that resolves to an address the policy refuses', async () => {
    const toMetadata: HostResolver = async () => [{ address: '169.254.169.254', family: 4 }];
    const err = await refusal(
      safeFetch('http://rebind.example/x.png', { maxBytes: 1000, resolve: toMetadata }),
    );
    expect([err.kind, err.message]).toEqual(['invalid', 'That address is not reachable from here.']);
  });

  it('refuses as unprocessable, with the reason, when the server refuses, resets, or answers an error', async () => {
    const refused = await refusal(safeFetch(`http://images.example:${closedPort}/x.png`, opts));
    expect([refused.kind, refused.message]).toEqual([
      'unprocessable',
      "The image URL's server refused the connection.",
    ]);
    const reset = await refusal(safeFetch(`http://images.example:${port}/reset`, opts));
    expect([reset.kind, reset.message]).toEqual([
      'unprocessable',
      "The image URL's server closed the connection.",
    ]);
    for (const [path, status] of [
      ['/gone', 404],
      ['/broken', 500],
    ] as const) {
      const err = await refusal(safeFetch(`http://images.example:${port}${path}`, opts));
      expect([err.kind, err.message]).toEqual(['unprocessable', `The image URL answered ${status}.`]);
    }
  });

  it('refuses as unprocessable, "took too long", for a server that never answers', async () => {
    const err = await refusal(safeFetch(`http://images.example:${port}/hang`, { ...opts, timeoutMs: 300 }));
    expect([err.kind, err.message]).toEqual(['unprocessable', 'The image URL took too long to answer.']);
  });

  it.each([
    'http://[::127.0.0.1]/x.png',
    'http://[::7f00:1]/x.png',
    'http://[::a9fe:a9fe]/x.png',
    'http://[64:ff9b::10.0.0.1]/x.png',
    'http://[2002:7f00:1::1]/x.png',
  ])('refuses the literal address in %s before connecting', async (url) => {
    const err = await refusal(safeFetch(url, { maxBytes: 1000 }));
    expect([err.kind, err.message]).toEqual(['invalid', 'That address is not reachable from here.']);
  });
});

describe('publicAddressesOnly', () => {
  it.each([
    ['::7f00:1', 'IPv4-compatible 127.0.0.1'],
    ['::a00:1', 'IPv4-compatible 10.0.0.1'],
    ['::808:808', 'IPv4-compatible, even of a public address (::/96 is deprecated)'],
    ['::127.0.0.1', 'IPv4-compatible 127.0.0.1, dotted'],
    ['::8.8.8.8', 'IPv4-compatible 8.8.8.8, dotted (not IPv4-mapped)'],
    ['::', 'unspecified'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped 169.254.169.254'],
    ['64:ff9b::7f00:1', 'NAT64 of 127.0.0.1'],
    ['64:ff9b::c0a8:101', 'NAT64 of 192.168.1.1'],
    ['64:ff9b:1::a00:1', 'local-use NAT64 prefix'],
    ['2002:a00:1::1', '6to4 of 10.0.0.1'],
    ['2002:a9fe:a9fe::', '6to4 of 169.254.169.254'],
    ['2001::1', 'Teredo'],
    ['::ffff:0:808:808', 'IPv4-translated'],
    ['2001:db8::1', 'documentation'],
  ])('refuses %s (%s)', (address) => {
    expect(publicAddressesOnly(address)).toBe(false);
  });

  it.each([
    ['93.184.216.34', 'public IPv4'],
    ['2606:4700:4700::1111', 'public IPv6'],
    ['::ffff:808:808', 'IPv4-mapped 8.8.8.8'],
    ['::ffff:8.8.8.8', 'IPv4-mapped 8.8.8.8, dotted'],
    ['64:ff9b::808:808', 'NAT64 of 8.8.8.8 (what DNS64 answers on IPv6-only hosts)'],
    ['2002:808:808::1', '6to4 of 8.8.8.8'],
  ])('allows %s (%s)', (address) => {
    expect(publicAddressesOnly(address)).toBe(true);
  });
});
