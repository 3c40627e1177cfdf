import { BitWriter, ByteSink, type OurTables, ScanReader, SymbolCounter, seededCounts } from './entropy.ts';

import { huffmanTable } from './huffman-table.ts';
import { type JpegParts, readJpeg, UnsplicableJpegError } from './jpeg-file.ts';

// A live JPEG with only the recipient's MCUs encoded per open (docs/decisions/022). The base is
// encoded once per version and its entropy-coded data rewritten with a restart marker after every
// MCU and Huffman tables of our own, which hold a code for every symbol a scan may use. Per open,
// the rectangles the personal layers reach are drawn and encoded alone (at the same quality, so
// with the same quantisation), and their MCUs are moved into a copy of the base's data in place
// of the base's own: the answer is the picture a whole-frame encode would give, for a fraction of
// the encoding.

/** MCU width and height at 4:2:0. */
export const MCU = 16;

export interface SplicedBase {
  readonly width: number;
  readonly height: number;
  /** MCUs across and down. */
  readonly cols: number;
  readonly rows: number;
  /** The quantisation segments every region's JPEG must carry too. */
  readonly quant: Uint8Array;
  /** Everything up to the entropy-coded data: the base's segments, our tables, the restart interval. */
  readonly header: Uint8Array;
  /** The base's MCUs, each followed by its restart marker (the last by the end of image). */
  readonly data: Uint8Array;
  /** Where MCU i starts in `data`; the entry past the last MCU is where the end-of-image marker starts. */
  readonly starts: Uint32Array;
  readonly tables: OurTables;
}

/** A rectangle drawn and encoded alone: `x` and `y` on the MCU grid, `jpeg` its own file. */
export interface EncodedRegion {
  readonly x: number;
  readonly y: number;
  readonly jpeg: Uint8Array;
}

function huffmanSegment(tables: OurTables): Uint8Array {
  const parts = [
    [0x00, tables.dc[0]],
    [0x10, tables.ac[0]],
    [0x01, tables.dc[1]],
    [0x11, tables.ac[1]],
  ] as const;
  const length = 2 + parts.reduce((n, [, t]) => n + 17 + t.symbols.length, 0);
  const out = new Uint8Array(2 + length);
  out.set([0xff, 0xc4, length >> 8, length & 0xff]);
  let at = 4;
  for (const [kind, t] of parts) {
    out[at] = kind;
    out.set(t.counts, at + 1);
    out.set(t.symbols, at + 17);
    at += 17 + t.symbols.length;
  }
  return out;
}

/** A restart interval of one MCU. */
const RESTART_EVERY_MCU = Uint8Array.from([0xff, 0xdd, 0x00, 0x04, 0x00, 0x01]);

const mcuCount = (parts: Pick<JpegParts, 'width' | 'height'>) =>
  Math.ceil(parts.width / MCU) * Math.ceil(parts.height / MCU);

/**
 * Prepares a base from its whole-frame JPEG. `samples` are JPEGs of the same design with text on
 * (a recipient's picture): their symbols count toward our tables, so text's MCUs code as tightly
 * as the photo's.
 */
export function prepareSplicedBase(baseJpeg: Uint8Array, samples: readonly Uint8Array[] = []): SplicedBase {
  const parts = readJpeg(baseJpeg);
  const counter = new SymbolCounter(seededCounts());
  for (const file of [baseJpeg, ...samples]) {
    const p = file === baseJpeg ? parts : readJpeg(file);
    const reader = new ScanReader(p);
    for (let i = mcuCount(p); i > 0; i--) reader.copyMcu(counter);
  }
  const { counts } = counter;
  const tables: OurTables = {
    dc: [huffmanTable(counts.dc[0]), huffmanTable(counts.dc[1])],
    ac: [huffmanTable(counts.ac[0]), huffmanTable(counts.ac[1])],
  };
  const cols = Math.ceil(parts.width / MCU);
  const rows = Math.ceil(parts.height / MCU);
  const n = cols * rows;
  const sink = new ByteSink(baseJpeg.length * 2);
  const writer = new BitWriter(sink, tables);
  const reader = new ScanReader(parts);
  const starts = new Uint32Array(n + 1);
  for (let i = 0; i < n; i++) {
    starts[i] = sink.length;
    reader.copyMcu(writer);
    if (i < n - 1) sink.write(restartMarker(i));
  }
  starts[n] = sink.length;
  sink.write(Uint8Array.from([0xff, 0xd9]));
  const dht = huffmanSegment(tables);
  const header = new Uint8Array(
    parts.head.length + dht.length + RESTART_EVERY_MCU.length + parts.scanHeader.length,
  );
  header.set(parts.head);
  header.set(dht, parts.head.length);
  header.set(RESTART_EVERY_MCU, parts.head.length + dht.length);
  header.set(parts.scanHeader, parts.head.length + dht.length + RESTART_EVERY_MCU.length);
  return {
    width: parts.width,
    height: parts.height,
    cols,
    rows,
    quant: parts.quant,
    header,
    data: sink.bytes.slice(0, sink.length),
    starts,
    tables,
  };
}

const MARKERS = Array.from({ length: 8 }, (_, k) => Uint8Array.from([0xff, 0xd0 + k]));
/** The marker after MCU `i`: RST0–RST7 in turn. */
const restartMarker = (i: number) => MARKERS[i & 7] as Uint8Array;

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);

interface Part {
  /** First and past-last MCU column of the region in this row. */
  readonly from: number;
  readonly to: number;
  readonly reader: ScanReader;
}

/** Which region's MCUs go in each MCU row, left to right; throws if a region does not fit. */
function partsByRow(base: SplicedBase, regions: readonly EncodedRegion[]): Part[][] {
  const byRow: Part[][] = Array.from({ length: base.rows }, () => []);
  const taken = new Uint8Array(base.cols * base.rows);
  for (const region of regions) {
    const parts = readJpeg(region.jpeg);
    if (!sameBytes(parts.quant, base.quant)) throw new UnsplicableJpegError('a region quantises differently');
    const { x, y, width, height } = { ...region, width: parts.width, height: parts.height };
    // A region's edges are on the grid, or on the picture's own right and bottom edges.
    const fits = (start: number, size: number, whole: number) =>
      start % MCU === 0 && start + size <= whole && ((start + size) % MCU === 0 || start + size === whole);
    if (!fits(x, width, base.width) || !fits(y, height, base.height))
      throw new UnsplicableJpegError('a region off the MCU grid');
    const reader = new ScanReader(parts);
    const from = x / MCU;
    const to = from + Math.ceil(width / MCU);
    for (let row = y / MCU; row < y / MCU + Math.ceil(height / MCU); row++) {
      for (let c = from; c < to; c++) {
        if (taken[row * base.cols + c]) throw new UnsplicableJpegError('regions overlap');
        taken[row * base.cols + c] = 1;
      }
      byRow[row]?.push({ from, to, reader });
    }
  }
  for (const row of byRow) row.sort((a, b) => a.from - b.from);
  return byRow;
}

/** The base with each region's MCUs in place of its own, as one JPEG file. */
export function splice(
  base: SplicedBase,
  regions: readonly EncodedRegion[],
  sink = new ByteSink(),
): Uint8Array {
  const byRow = partsByRow(base, regions);
  const n = base.cols * base.rows;
  sink.length = 0;
  sink.write(base.header);
  const writer = new BitWriter(sink, base.tables);
  let pos = 0;
  for (let row = 0; row < base.rows; row++) {
    for (const part of byRow[row] ?? []) {
      const first = row * base.cols + part.from;
      sink.write(base.data.subarray(pos, base.starts[first]));
      for (let i = first; i < row * base.cols + part.to; i++) {
        part.reader.copyMcu(writer);
        if (i < n - 1) sink.write(restartMarker(i));
      }
      pos = base.starts[row * base.cols + part.to] as number;
    }
  }
  sink.write(base.data.subarray(pos));
  return sink.bytes.slice(0, sink.length);
}
