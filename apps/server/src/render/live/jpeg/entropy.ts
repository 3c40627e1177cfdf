import type { HuffmanTable } from './huffman-table.ts';
import type { JpegParts, TableSpec } from './jpeg-file.ts';

// Moving MCUs between JPEG scans without decoding their pixels (T.81, F.1.2 and F.2.2): each
// symbol is read with the tables of the scan it comes from and written with ours, its extra bits
// copied. A DC coefficient is coded as the difference from the previous block's of its component;
// ours restart at every MCU, so the difference is taken again from the absolute value.

/** Table 0 is luminance's, table 1 chrominance's; an MCU at 4:2:0 is four Y blocks, Cb, Cr. */
const BLOCK_TABLE = [0, 0, 0, 0, 1, 1] as const;
/** Which component's DC prediction a block continues: Y, Y, Y, Y, Cb, Cr. */
const BLOCK_COMPONENT = [0, 0, 0, 0, 1, 2] as const;

/** Bits a {@link Decoder} looks up at once: longer codes are rare. */
const FAST_BITS = 10;

/** Decodes a table's codes: up to {@link FAST_BITS} bits by lookup, longer ones by length (F.2.2.3). */
class Decoder {
  /** For each prefix: (length << 8) | symbol, or 0 when the code is longer. */
  readonly fast = new Uint16Array(1 << FAST_BITS);
  private readonly maxCode = new Int32Array(18).fill(-1);
  private readonly offset = new Int32Array(17);
  constructor(private readonly spec: TableSpec) {
    let code = 0;
    let k = 0;
    for (let len = 1; len <= 16; len++) {
      const n = spec.counts[len - 1] ?? 0;
      this.offset[len] = k - code;
      for (let i = 0; i < n; i++, k++, code++) {
        if (len <= FAST_BITS) {
          const shift = FAST_BITS - len;
          this.fast.fill((len << 8) | (spec.symbols[k] ?? 0), code << shift, (code + 1) << shift);
        }
      }
      this.maxCode[len] = n > 0 ? code - 1 : -1;
      code <<= 1;
    }
  }

  /** (length << 8) | symbol of the code that starts the 16 bits `peek`. */
  decode(peek: number): number {
    const hit = this.fast[peek >>> (16 - FAST_BITS)] as number;
    if (hit !== 0) return hit;
    for (let len = FAST_BITS + 1; len <= 16; len++) {
      const code = peek >>> (16 - len);
      if (code <= (this.maxCode[len] as number))
        return (len << 8) | (this.spec.symbols[code + (this.offset[len] as number)] ?? 0);
    }
    throw new Error('a Huffman code not in its table');
  }
}

/** Symbol counts of our four tables: DC and AC of luminance (0) and chrominance (1). */
export interface SymbolCounts {
  readonly dc: readonly [Float64Array, Float64Array];
  readonly ac: readonly [Float64Array, Float64Array];
}

/** Counts where every symbol a baseline scan may use has one already (so each gets a code). */
export function seededCounts(): SymbolCounts {
  const dc = () => Float64Array.from({ length: 256 }, (_, s) => (s <= 11 ? 1 : 0));
  const ac = () =>
    Float64Array.from({ length: 256 }, (_, s) =>
      s === 0 || s === 0xf0 || ((s & 15) >= 1 && (s & 15) <= 10) ? 1 : 0,
    );
  return { dc: [dc(), dc()], ac: [ac(), ac()] };
}

export interface OurTables {
  readonly dc: readonly [HuffmanTable, HuffmanTable];
  readonly ac: readonly [HuffmanTable, HuffmanTable];
}

/** A growing byte buffer. */
export class ByteSink {
  bytes: Uint8Array;
  length = 0;
  constructor(capacity = 64 * 1024) {
    this.bytes = new Uint8Array(capacity);
  }
  /** Makes room for `n` more bytes. */
  reserve(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + n));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }
  write(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
  }
}

/** Most bytes one MCU can take: six blocks of 64 codes of 16 + 11 bits, every byte stuffed. */
const MAX_MCU_BYTES = 6 * 64 * 4 * 2;

/** Reads one scan's MCUs in order, from its first. */
export class ScanReader {
  private readonly dc: readonly [Decoder, Decoder];
  private readonly ac: readonly [Decoder, Decoder];
  private readonly data: Uint8Array;
  private pos = 0;
  private buf = 0;
  private bits = 0;
  /** The last DC value of each component (the scan's own predictions). */
  private readonly dcValue = new Int32Array(3);
  /** The MCU's last luminance DC, as ours predicts it. */
  private lumaPred = 0;

  constructor(parts: JpegParts) {
    const table = (specs: readonly TableSpec[], i: number) => {
      const spec = specs[i];
      if (!spec) throw new Error('a Huffman table is missing');
      return new Decoder(spec);
    };
    this.dc = [table(parts.dc, 0), table(parts.dc, 1)];
    this.ac = [table(parts.ac, 0), table(parts.ac, 1)];
    this.data = parts.scan;
  }

  /** The next 16 bits, not consumed (past the end, 1s, as the last byte's padding). */
  private peek(): number {
    // `buf` holds only its unread bits (at most 30), so it stays a small integer for V8.
    while (this.bits <= 22) {
      const byte = this.pos < this.data.length ? (this.data[this.pos] as number) : 0xff;
      // A 0xFF in the scan is followed by a stuffed 0x00 (F.1.2.3), skipped.
      this.pos += byte === 0xff ? 2 : 1;
      this.buf = ((this.buf & ((1 << this.bits) - 1)) << 8) | byte;
      this.bits += 8;
    }
    return (this.buf >>> (this.bits - 16)) & 0xffff;
  }

  private take(n: number): number {
    if (n === 0) return 0;
    this.peek();
    this.bits -= n;
    return (this.buf >>> this.bits) & ((1 << n) - 1);
  }

  private symbol(d: Decoder): number {
    const hit = d.decode(this.peek());
    this.bits -= hit >>> 8;
    return hit & 0xff;
  }

  /** The DC difference of block `b` of the MCU as ours codes it: predicted from zero per MCU. */
  private dcDiff(b: number): number {
    const t = BLOCK_TABLE[b] as 0 | 1;
    const c = BLOCK_COMPONENT[b] as number;
    const size = this.symbol(this.dc[t]);
    const value = (this.dcValue[c] as number) + extend(this.take(size), size);
    this.dcValue[c] = value;
    // Y chains through its four blocks from zero; Cb and Cr, one block each, stand alone.
    const pred = b === 0 || c !== 0 ? 0 : this.lumaPred;
    if (c === 0) this.lumaPred = value;
    return value - pred;
  }

  /** Reads the next MCU into `out`: written with our tables, or counted. */
  copyMcu(out: McuSink): void {
    out.begin();
    for (let b = 0; b < 6; b++) {
      const t = BLOCK_TABLE[b] as 0 | 1;
      out.dc(t, this.dcDiff(b));
      const ac = this.ac[t];
      for (let k = 1; k < 64; ) {
        const rs = this.symbol(ac);
        const s = rs & 15;
        if (s === 0) {
          // End of block, or a run of 16 zeros.
          out.ac(t, rs, 0, 0);
          if (rs !== 0xf0) break;
          k += 16;
          continue;
        }
        out.ac(t, rs, this.take(s), s);
        k += (rs >> 4) + 1;
      }
    }
    out.end();
  }
}

/** Where {@link ScanReader.copyMcu} puts an MCU's symbols. */
export interface McuSink {
  begin(): void;
  dc(t: 0 | 1, diff: number): void;
  /** An AC symbol and its `size` extra bits. */
  ac(t: 0 | 1, rs: number, bits: number, size: number): void;
  end(): void;
}

/** Counts the symbols ours would write (to build our tables). */
export class SymbolCounter implements McuSink {
  constructor(readonly counts: SymbolCounts) {}
  begin(): void {}
  dc(t: 0 | 1, diff: number): void {
    const dc = this.counts.dc[t];
    const cat = category(diff);
    dc[cat] = (dc[cat] as number) + 1;
  }
  ac(t: 0 | 1, rs: number): void {
    const ac = this.counts.ac[t];
    ac[rs] = (ac[rs] as number) + 1;
  }
  end(): void {}
}

/** A coefficient's value from its `size` extra bits (F.2.2.1). */
const extend = (bits: number, size: number) =>
  size === 0 ? 0 : bits < 1 << (size - 1) ? bits - (1 << size) + 1 : bits;
/** How many bits a value needs (its DC size category). */
const category = (v: number) => (v === 0 ? 0 : 32 - Math.clz32(v < 0 ? -v : v));

/** Writes codes of our tables into a sink, stuffing a 0 after every 0xFF. */
export class BitWriter implements McuSink {
  private acc = 0;
  private bits = 0;
  constructor(
    readonly sink: ByteSink,
    private readonly tables: OurTables,
  ) {}

  begin(): void {
    this.sink.reserve(MAX_MCU_BYTES);
  }

  dc(t: 0 | 1, diff: number): void {
    const table = this.tables.dc[t];
    const size = category(diff);
    this.put(table.code[size] as number, table.size[size] as number);
    if (size > 0) this.put(diff < 0 ? (diff - 1) & ((1 << size) - 1) : diff, size);
  }

  ac(t: 0 | 1, rs: number, bits: number, size: number): void {
    const table = this.tables.ac[t];
    const codeSize = table.size[rs] as number;
    // One write when code and bits fit the accumulator beside up to 7 bits pending.
    if (codeSize + size <= 22) this.put(((table.code[rs] as number) << size) | bits, codeSize + size);
    else {
      this.put(table.code[rs] as number, codeSize);
      this.put(bits, size);
    }
  }

  /** Fills the last byte with 1s: an MCU ends on a byte boundary, before its restart marker. */
  end(): void {
    if (this.bits > 0) this.put((1 << (8 - this.bits)) - 1, 8 - this.bits);
  }

  /** Appends `size` bits (at most 22). */
  private put(code: number, size: number): void {
    // `acc` keeps only its unwritten bits (at most 29), so it stays a small integer for V8.
    const acc = (this.acc << size) | code;
    let bits = this.bits + size;
    const sink = this.sink;
    const bytes = sink.bytes;
    while (bits >= 8) {
      bits -= 8;
      const byte = (acc >>> bits) & 0xff;
      bytes[sink.length++] = byte;
      if (byte === 0xff) bytes[sink.length++] = 0;
    }
    this.acc = acc & ((1 << bits) - 1);
    this.bits = bits;
  }
}
