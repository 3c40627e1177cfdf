// An image file's width and height read from its first bytes, before anything decodes it: a
// 12,000×12,000 PNG is refused without ever asking the browser for 576 MB of pixels.

export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

const be16 = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const le16 = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const be32 = (b: Uint8Array, i: number) => ((be16(b, i) << 16) | be16(b, i + 2)) >>> 0;
const le24 = (b: Uint8Array, i: number) => le16(b, i) | ((b[i + 2] ?? 0) << 16);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

function jpegSize(b: Uint8Array): PixelSize | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i++;
      continue;
    }
    const length = be16(b, i + 2);
    // Start-of-frame markers (baseline, progressive, …), not DHT (C4), JPG (C8) or DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: be16(b, i + 5), width: be16(b, i + 7) };
    i += 2 + length;
  }
  return undefined;
}

function webpSize(b: Uint8Array): PixelSize | undefined {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X') return { width: le24(b, 24) + 1, height: le24(b, 27) + 1 };
  if (chunk === 'VP8L') {
    const bits = ((b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') return { width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff };
  return undefined;
}

/**
 * The pixel size written in the header of a PNG, JPEG, GIF, WebP or BMP; undefined for other
 * formats or a header too short to tell (the caller then lets the browser try).
 */
export function headerPixelSize(head: Uint8Array): PixelSize | undefined {
  if (head.length < 26) return undefined;
  if (head[0] === 0x89 && ascii(head, 1, 3) === 'PNG')
    return { width: be32(head, 16), height: be32(head, 20) };
  if (ascii(head, 0, 3) === 'GIF') return { width: le16(head, 6), height: le16(head, 8) };
  if (head[0] === 0xff && head[1] === 0xd8) return jpegSize(head);
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return webpSize(head);
  if (ascii(head, 0, 2) === 'BM') {
    const width = (le16(head, 18) | (le16(head, 20) << 16)) >>> 0;
    const height = Math.abs(le16(head, 22) | (le16(head, 24) << 16));
    return { width, height };
  }
  return undefined;
}
