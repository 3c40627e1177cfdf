// Reading the parts of a baseline JPEG that splicing needs (ITU-T T.81, B.2): the segments before
// the scan, the Huffman tables, the frame's size and sampling, and where the entropy-coded data
// lies. Only what our own encoder (Skia's, through @napi-rs/canvas) writes is
// accepted: one baseline frame, three components at 4:2:0, one interleaved scan, no restarts.

/** A Huffman table as a DHT segment carries it. */
export interface TableSpec {
  /** How many codes have each length 1–16. */
  readonly counts: Uint8Array;
  /** The symbols in code order. */
  readonly symbols: Uint8Array;
}

export interface JpegParts {
  readonly width: number;
  readonly height: number;
  /** Every segment before the scan but the Huffman tables, from SOI on. */
  readonly head: Uint8Array;
  /** The quantisation tables' segments, to tell whether two files quantise alike. */
  readonly quant: Uint8Array;
  /** The scan header (SOS with its marker). */
  readonly scanHeader: Uint8Array;
  /** Huffman tables by class and id: `dc[0]`, `ac[0]` for luminance, `dc[1]`, `ac[1]` for chroma. */
  readonly dc: readonly TableSpec[];
  readonly ac: readonly TableSpec[];
  /** The scan's entropy-coded bytes as stored: each 0xFF is followed by a stuffed 0x00. */
  readonly scan: Uint8Array;
}

/** A JPEG this module does not splice (the caller encodes the whole frame instead). */
export class UnsplicableJpegError extends Error {
  constructor(why: string) {
    super(`cannot splice this JPEG: ${why}`);
    this.name = 'UnsplicableJpegError';
  }
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

function readTables(segment: Uint8Array, dc: TableSpec[], ac: TableSpec[]): void {
  let at = 0;
  while (at < segment.length) {
    const kind = segment[at] ?? 0;
    const counts = segment.slice(at + 1, at + 17);
    const total = counts.reduce((n, c) => n + c, 0);
    const symbols = segment.slice(at + 17, at + 17 + total);
    if (symbols.length !== total) throw new UnsplicableJpegError('a Huffman table is cut short');
    const id = kind & 15;
    if (id > 1) throw new UnsplicableJpegError('Huffman table id over 1');
    (kind >> 4 === 0 ? dc : ac)[id] = { counts, symbols };
    at += 17 + total;
  }
}

/** The 4:2:0 layout splicing handles: component 1 at 2×2 with tables 0, components 2 and 3 at 1×1. */
function checkFrame(frame: Uint8Array): { width: number; height: number } {
  if (frame[0] !== 8 || frame[5] !== 3) throw new UnsplicableJpegError('not an 8-bit, 3-component frame');
  const sampling = [frame[7], frame[10], frame[13]];
  if (sampling[0] !== 0x22 || sampling[1] !== 0x11 || sampling[2] !== 0x11)
    throw new UnsplicableJpegError('chroma not sampled 4:2:0');
  return {
    height: ((frame[1] ?? 0) << 8) | (frame[2] ?? 0),
    width: ((frame[3] ?? 0) << 8) | (frame[4] ?? 0),
  };
}

function checkScan(scan: Uint8Array): void {
  // Components 1–3, luminance on tables 0/0 and chroma on 1/1, coefficients 0–63, no approximation.
  const expected = [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0];
  if (scan.length !== expected.length || expected.some((b, i) => scan[i] !== b))
    throw new UnsplicableJpegError('not one interleaved baseline scan');
}

/**
 * The entropy-coded bytes from `at` to the end-of-image marker that closes the file. Without
 * restart intervals no other marker can stand inside the scan (B.1.1.5).
 */
function scanData(bytes: Uint8Array, at: number): Uint8Array {
  const end = bytes.length - 2;
  if (end < at || bytes[end] !== 0xff || bytes[end + 1] !== 0xd9)
    throw new UnsplicableJpegError('no end of image');
  return bytes.subarray(at, end);
}

export function readJpeg(bytes: Uint8Array): JpegParts {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new UnsplicableJpegError('not a JPEG');
  const head: Uint8Array[] = [bytes.subarray(0, 2)];
  const quant: Uint8Array[] = [];
  const dc: TableSpec[] = [];
  const ac: TableSpec[] = [];
  let size: { width: number; height: number } | undefined;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw new UnsplicableJpegError('a segment does not start with a marker');
    const marker = bytes[at + 1] ?? 0;
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    const segment = bytes.subarray(at, at + 2 + length);
    const body = segment.subarray(4);
    if (marker === 0xda) {
      checkScan(body);
      if (!size) throw new UnsplicableJpegError('a scan before the frame');
      if (dc.length < 2 || ac.length < 2) throw new UnsplicableJpegError('Huffman tables missing');
      return {
        ...size,
        head: concat(head),
        quant: concat(quant),
        scanHeader: segment,
        dc,
        ac,
        scan: scanData(bytes, at + 2 + length),
      };
    }
    if (marker === 0xc4) readTables(body, dc, ac);
    else if (marker === 0xc0) size = checkFrame(body);
    else if (marker === 0xdd) throw new UnsplicableJpegError('restart intervals already set');
    else if (marker >= 0xc1 && marker <= 0xcf) throw new UnsplicableJpegError('not a baseline frame');
    if (marker === 0xdb) quant.push(segment);
    if (marker !== 0xc4) head.push(segment);
    at += 2 + length;
  }
  throw new UnsplicableJpegError('no scan');
}
