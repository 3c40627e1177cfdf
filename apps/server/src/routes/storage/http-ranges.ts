import type { ByteRange } from '../../services/storage/object-store.ts';

/** A strong or weak entity tag, without its `W/`: If-None-Match compares weakly (RFC 9110 §13.1.2). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an `If-None-Match` header names this entity tag (or is `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const ours = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === ours);
}

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/i;

/**
 * The one byte range a `Range` header asks for in an object of `size` bytes:
 * - undefined: send the whole object (no header, a unit other than bytes, several ranges, or an
 *   `If-Range` that names another version);
 * - `'unsatisfiable'`: a bytes range that is malformed or starts past the end (answer 416);
 * - the range, its end clamped to the last byte.
 */
export function requestedRange(
  header: string | undefined,
  size: number,
  ifRange: { header: string | undefined; etag: string },
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const value = header.replace(/\s+/g, '');
  if (!/^bytes=/i.test(value)) return undefined;
  // If-Range with a date or another tag: the client's copy is stale, so it gets the whole object.
  if (ifRange.header !== undefined && ifRange.header.trim() !== ifRange.etag) return undefined;
  // Several ranges would need a multipart answer; the whole object is a valid answer to them.
  if (value.includes(',')) return undefined;
  const match = ONE_RANGE.exec(value);
  if (!match) return 'unsatisfiable';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'unsatisfiable';
  if (first === '') {
    // The last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || Number(last || start) < start) return 'unsatisfiable';
  return { start, end };
}
