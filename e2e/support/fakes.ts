// Made-up answers and files the browser tests hand the page.

/** The answer of a generation function when every AI provider failed (route.fulfill options). */
export const ALL_PROVIDERS_DOWN = {
  status: 502,
  contentType: 'application/json',
  body: JSON.stringify({ error: 'Every provider is down', code: 'all_failed' }),
} as const;

/**
 * A PNG whose header claims this size and nothing more: enough for the checks that run before
 * decoding (the signature and the IHDR chunk's width and height).
 */
export function pngHeader(width: number, height: number, bytes = 64): Buffer {
  const b = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(b);
  b.write('IHDR', 12, 'ascii');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}
