// Reading a GIF back: its screen size, loop count and frames (delay, rectangle, colour table and
// pixels). Tests check what the encoders wrote with it, and the editor reads an uploaded GIF's
// frames with it.

export interface GifFrameInfo {
  readonly delayCs: number;
  readonly disposal: number;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  /** Colours in the frame's table (local, else the global one). */
  readonly colors: number;
  /** RGBA of the frame's own rectangle. */
  readonly rgba: Uint8ClampedArray;
}

export interface GifInfo {
  readonly width: number;
  readonly height: number;
  /** NETSCAPE loop count (0: forever); undefined when the file does not say. */
  readonly loop: number | undefined;
  readonly frames: readonly GifFrameInfo[];
}

class Reader {
  at = 0;
  constructor(readonly bytes: Uint8Array) {}
  u8(): number {
    if (this.at >= this.bytes.length) throw new Error('The GIF ends too early.');
    return this.bytes[this.at++] as number;
  }
  u16(): number {
    return this.u8() | (this.u8() << 8);
  }
  take(n: number): Uint8Array {
    if (this.at + n > this.bytes.length) throw new Error('The GIF ends too early.');
    const out = this.bytes.subarray(this.at, this.at + n);
    this.at += n;
    return out;
  }
  subBlocks(): Uint8Array {
    const parts: Uint8Array[] = [];
    let total = 0;
    for (let size = this.u8(); size > 0; size = this.u8()) {
      parts.push(this.take(size));
      total += size;
    }
    const out = new Uint8Array(total);
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }
}

/** Decodes GIF LZW data into `pixels` colour indices. */
function lzwDecode(data: Uint8Array, minCodeSize: number, pixels: number): Uint8Array {
  const out = new Uint8Array(pixels);
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const prefix = new Int16Array(4096);
  const suffix = new Uint8Array(4096);
  const stack = new Uint8Array(4097);
  let size = minCodeSize + 1;
  let next = end + 1;
  let old = -1;
  let first = 0;
  let bits = 0;
  let datum = 0;
  let o = 0;
  for (let i = 0; i < data.length && o < pixels; ) {
    while (bits < size && i < data.length) {
      datum |= (data[i++] as number) << bits;
      bits += 8;
    }
    if (bits < size) break;
    const code = datum & ((1 << size) - 1);
    datum >>>= size;
    bits -= size;
    if (code === clear) {
      size = minCodeSize + 1;
      next = end + 1;
      old = -1;
      continue;
    }
    if (code === end) break;
    // A code not defined yet (beyond the next one) only comes from a damaged file: stop there.
    if (code > next || (old === -1 && code > end)) break;
    let top = 0;
    let c = code;
    if (old === -1) {
      out[o++] = code;
      old = code;
      first = code;
      continue;
    }
    if (code >= next) {
      stack[top++] = first;
      c = old;
    }
    // A chain longer than the table can hold means a damaged file looping on itself.
    while (c >= clear && top < 4096) {
      stack[top++] = suffix[c] as number;
      c = prefix[c] as number;
    }
    if (c >= clear) break;
    first = c;
    stack[top++] = c;
    if (next < 4096) {
      prefix[next] = old;
      suffix[next] = first;
      next++;
      if (next === 1 << size && size < 12) size++;
    }
    old = code;
    while (top > 0 && o < pixels) out[o++] = stack[--top] as number;
  }
  return out;
}

/** Parses a GIF and decodes every frame's pixels. Throws on a file that is not one. */
export function readGif(bytes: Uint8Array): GifInfo {
  const r = new Reader(bytes);
  const signature = String.fromCharCode(...r.take(6));
  if (signature !== 'GIF89a' && signature !== 'GIF87a') throw new Error('This is not a GIF file.');
  const width = r.u16();
  const height = r.u16();
  const packed = r.u8();
  r.take(2);
  const globalTable = packed & 0x80 ? r.take(3 * (1 << ((packed & 7) + 1))) : null;
  let loop: number | undefined;
  let delayCs = 0;
  let disposal = 0;
  let transparent = -1;
  const frames: GifFrameInfo[] = [];
  for (;;) {
    const kind = r.u8();
    if (kind === 0x3b) break;
    if (kind === 0x21) {
      const label = r.u8();
      const body = r.subBlocks();
      if (label === 0xf9 && body.length >= 4) {
        disposal = ((body[0] as number) >> 2) & 7;
        delayCs = (body[1] as number) | ((body[2] as number) << 8);
        transparent = (body[0] as number) & 1 ? (body[3] as number) : -1;
      } else if (
        label === 0xff &&
        body.length >= 14 &&
        String.fromCharCode(...body.subarray(0, 11)) === 'NETSCAPE2.0'
      ) {
        loop = (body[12] as number) | ((body[13] as number) << 8);
      }
      continue;
    }
    if (kind !== 0x2c) throw new Error(`Unexpected block 0x${kind.toString(16)} in the GIF.`);
    const left = r.u16();
    const top = r.u16();
    const w = r.u16();
    const h = r.u16();
    const flags = r.u8();
    const table = flags & 0x80 ? r.take(3 * (1 << ((flags & 7) + 1))) : globalTable;
    if (!table) throw new Error('A GIF frame has no colour table.');
    const minCode = r.u8();
    const index = lzwDecode(r.subBlocks(), minCode, w * h);
    const rgba = new Uint8ClampedArray(w * h * 4);
    for (let p = 0; p < index.length; p++) {
      const c = index[p] as number;
      if (c === transparent) continue;
      rgba[p * 4] = table[c * 3] ?? 0;
      rgba[p * 4 + 1] = table[c * 3 + 1] ?? 0;
      rgba[p * 4 + 2] = table[c * 3 + 2] ?? 0;
      rgba[p * 4 + 3] = 255;
    }
    frames.push({ delayCs, disposal, left, top, width: w, height: h, colors: table.length / 3, rgba });
    delayCs = 0;
    disposal = 0;
    transparent = -1;
  }
  return { width, height, loop, frames };
}
