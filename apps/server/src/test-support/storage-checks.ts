import { expect } from 'vitest';

/** Anything that answers a Request like `app.request`. */
type Requester = { request(path: string, init?: RequestInit): Response | Promise<Response> };

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
/** Byte-exact (toEqual walks a large array element by element: seconds for 300 KB). */
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/**
 * What the public storage route promises for any store: whole answers with their length and
 * validator, one byte range (206), ranges out of bounds (416), revalidation (304) and HEAD.
 * `bytes` are the object's stored bytes at `path`.
 */
export async function checkStreamedAnswers(app: Requester, path: string, bytes: Uint8Array) {
  const size = bytes.length;
  const whole = await app.request(path);
  expect(whole.status).toBe(200);
  expect(whole.headers.get('content-length')).toBe(String(size));
  expect(whole.headers.get('accept-ranges')).toBe('bytes');
  expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
  expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const etag = whole.headers.get('etag') ?? '';
  expect(etag).toMatch(/^"[^"]+"$/);
  expect(same(await bytesOf(whole), bytes)).toBe(true);

  const cases: [string, number, number][] = [
    ['bytes=0-9', 0, 9],
    [`bytes=${size - 5}-`, size - 5, size - 1],
    ['bytes=-7', size - 7, size - 1],
    // An end past the last byte is cut to it.
    [`bytes=10-${size + 100}`, 10, size - 1],
  ];
  for (const [range, start, end] of cases) {
    const part = await app.request(path, { headers: { Range: range } });
    expect(part.status, range).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
    expect(part.headers.get('content-length')).toBe(String(end - start + 1));
    expect(part.headers.get('content-type')).toMatch(/^image\//);
    expect(same(await bytesOf(part), bytes.subarray(start, end + 1)), range).toBe(true);
  }

  for (const range of [
    `bytes=${size}-`,
    `bytes=${size + 10}-${size + 20}`,
    'bytes=9-3',
    'bytes=abc',
    'bytes=-0',
  ]) {
    const refused = await app.request(path, { headers: { Range: range } });
    expect(refused.status, range).toBe(416);
    expect(refused.headers.get('content-range')).toBe(`bytes */${size}`);
    expect(await refused.json()).toMatchObject({ code: 'range_not_satisfiable' });
  }

  // Several ranges, another unit, or an If-Range naming another version: the whole object.
  for (const headers of <Record<string, string>[]>[
    { Range: 'bytes=0-1,4-5' },
    { Range: 'items=0-1' },
    { Range: 'bytes=0-1', 'If-Range': '"another"' },
  ]) {
    const full = await app.request(path, { headers });
    expect(full.status).toBe(200);
    expect((await bytesOf(full)).length).toBe(size);
  }
  const sameVersion = await app.request(path, { headers: { Range: 'bytes=0-1', 'If-Range': etag } });
  expect(sameVersion.status).toBe(206);
  await sameVersion.body?.cancel();

  for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
    const cached = await app.request(path, { headers: { 'If-None-Match': tag } });
    expect(cached.status, tag).toBe(304);
    expect(cached.headers.get('etag')).toBe(etag);
    expect(await cached.text()).toBe('');
  }
  const changed = await app.request(path, { headers: { 'If-None-Match': '"other"' } });
  expect(changed.status).toBe(200);
  await changed.body?.cancel();

  const head = await app.request(path, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.headers.get('content-length')).toBe(String(size));
  expect(head.headers.get('etag')).toBe(etag);
}
