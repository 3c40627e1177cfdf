// The scale-out proof's checks that two instances share one state: accounts, stored images,
// published designs and rate limits. Each returns a line to print, or throws saying what broke.
import type { DesignInput } from '@mergepix/core';
import { BENCH_LAYERS } from '../bench-design.ts';

/** An instance the checks talk to directly (not through the balancer). */
export interface Instance {
  name: string;
  url: string;
}

const PASSWORD = 'a-long-password-1';

function expectStatus(res: Response, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status}`);
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Signs up on `a`, signs in on `b`; the session from `b` then works on `a`. Returns `a`'s headers. */
export async function accountAcross(a: Instance, b: Instance, origin: string, email: string) {
  const json = { Origin: origin, 'Content-Type': 'application/json' };
  const up = await fetch(`${a.url}/auth/v1/sign-up/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD, name: 'Scale Tester' }),
  });
  expectStatus(up, 200, `sign-up on ${a.name}`);
  const signIn = await fetch(`${b.url}/auth/v1/sign-in/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expectStatus(signIn, 200, `sign-in on ${b.name}`);
  const headers = { Origin: origin, Cookie: cookieOf(signIn) };
  const designs = await fetch(`${a.url}/rest/v1/designs`, { headers });
  expectStatus(designs, 200, `${b.name}'s session used on ${a.name}`);
  return {
    headers,
    line: `signed up on ${a.name}, signed in on ${b.name}; ${b.name}'s session works on ${a.name}`,
  };
}

/** Uploads a picture through `a` and reads it back from `b`, byte for byte. */
export async function uploadAcross(a: Instance, b: Instance, headers: Record<string, string>, jpeg: Buffer) {
  const res = await fetch(`${a.url}/rest/v1/designs/uploads`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'image/jpeg' },
    body: new Uint8Array(jpeg),
  });
  expectStatus(res, 201, `upload through ${a.name}`);
  const { path } = (await res.json()) as { path: string };
  const served = await fetch(`${b.url}/storage/v1/object/public/design-bases/${path}`);
  expectStatus(served, 200, `the upload read from ${b.name}`);
  const bytes = Buffer.from(await served.arrayBuffer());
  const stored = await fetch(`${a.url}/storage/v1/object/public/design-bases/${path}`);
  const same = bytes.equals(Buffer.from(await stored.arrayBuffer()));
  if (!same) throw new Error(`${b.name} served other bytes than ${a.name}`);
  return {
    path,
    line: `a picture uploaded through ${a.name} is served by ${b.name} (${(bytes.length / 1024).toFixed(0)} KB, same bytes, ${served.headers.get('cache-control')})`,
  };
}

/** Publishes a design on `a` over the uploaded base; it renders on `b`. Returns its live path. */
export async function publishAcross(
  a: Instance,
  b: Instance,
  headers: Record<string, string>,
  base: DesignInput['base'],
) {
  const design: DesignInput = { name: 'Scale-out proof', base, layers: BENCH_LAYERS };
  const created = await fetch(`${a.url}/rest/v1/designs`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(design),
  });
  expectStatus(created, 201, `design created on ${a.name}`);
  const { id } = (await created.json()) as { id: string };
  const published = await fetch(`${a.url}/rest/v1/designs/${id}/publish`, { method: 'POST', headers });
  expectStatus(published, 200, `published on ${a.name}`);
  const path = new URL(((await published.json()) as { url: string }).url).pathname;
  const image = await fetch(`${b.url}${path}?firstname=Ada&company=Acme`);
  expectStatus(image, 200, `the live image on ${b.name}`);
  const type = image.headers.get('content-type');
  const size = (await image.arrayBuffer()).byteLength;
  if (!type?.startsWith('image/')) throw new Error(`${b.name} answered ${type}, not an image`);
  return { id, path, line: `a design published on ${a.name} renders on ${b.name} (${type}, ${size} bytes)` };
}

/**
 * Wrong passwords for one account, sent to the instances in turn: the attempt that gets 429 is
 * the same whether the attempts alternate between instances or all go to one.
 */
export async function limitTrips(order: Instance[], origin: string, email: string): Promise<number> {
  const json = { Origin: origin, 'Content-Type': 'application/json' };
  for (let attempt = 1; attempt <= 20; attempt++) {
    const to = order[(attempt - 1) % order.length] as Instance;
    const res = await fetch(`${to.url}/auth/v1/sign-in/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'not-the-password' }),
    });
    await res.arrayBuffer();
    if (res.status === 429) return attempt;
  }
  throw new Error('no 429 within 20 failed sign-ins');
}

/** Where the failed sign-ins of `email` were counted: Redis keys and database rows. */
export async function limitStore(databaseUrl: string, redisUrl: string, email: string) {
  const { default: pg } = await import('pg');
  const { Redis } = await import('ioredis');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const redis = new Redis(redisUrl);
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from limit_events where subject like $1',
      [`${email}%`],
    );
    const keys = await redis.keys(`mergepix:limit:*${email}*`);
    return { redisKeys: keys.length, databaseRows: rows[0]?.n ?? 0 };
  } finally {
    await client.end();
    redis.disconnect();
  }
}

/**
 * Empties the loopback address's own limits in the proof's Redis database. Every instance sees
 * the proof as 127.0.0.1, and a run fails about 15 sign-ins on purpose and signs up once, so a
 * run started within 10 minutes of another would be refused by the per-address limits (30 failed
 * sign-ins in 10 minutes, 10 sign-ups an hour). Per-account limits need no clearing: each run
 * has new accounts. Keys as RedisLimits writes them: `mergepix:limit:{bucket}:{subject}`.
 */
export async function clearLoopbackLimits(redisUrl: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl);
  try {
    await redis.del('mergepix:limit:sign-in-fail:ip:127.0.0.1', 'mergepix:limit:sign-up:ip:127.0.0.1');
  } finally {
    redis.disconnect();
  }
}
