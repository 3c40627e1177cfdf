// GIF's LZW compression of a frame's palette indexes, written straight into GIF sub-blocks.
// The dictionary ("string `prefix` followed by index `k`" → code) is an open-addressing hash
// table of 8192 slots with linear probing, each slot one 32-bit word holding both the key and
// the code: 32 KB that stay in the processor's cache, which matters more than the probe count
// (a direct 4096×256 table is one read a pixel but 4 MB of cache misses: measured twice as
// slow). Bits are packed inline in the loop rather than through a helper: it runs once a pixel,
// and a closure over its state cost a third of the time. The few codes after it go through
// `writeBytes`.

const MAX_CODES = 4096;
const SLOTS = 8192;
/**
 * A slot is `(key ^ 0xfffff) << 12 | code`, 0 when empty. The flipped key is 0 only for prefix
 * 4095 followed by index 255, which is never stored (a full table is cleared instead).
 */
const table = new Int32Array(SLOTS);
let out = new Uint8Array(1 << 16);

/**
 * The image data of a frame: the minimum code size byte, the LZW codes in sub-blocks of at most
 * 255 bytes, and the zero-length terminator. Every index must be below `2 ** minCodeSize`.
 */
export function lzwEncode(index: Uint8Array, minCodeSize: number): Uint8Array {
  if (!Number.isInteger(minCodeSize) || minCodeSize < 2 || minCodeSize > 8)
    throw new RangeError('The LZW minimum code size must be from 2 to 8.');
  // At most one code of at most 12 bits a pixel, a clear code every 4096 - 258 codes, the
  // end code, one length byte in 256 and the framing bytes.
  const capacity = Math.ceil((index.length + 3 + index.length / 3800) * 1.5 * (256 / 255)) + 16;
  if (out.length < capacity) out = new Uint8Array(capacity);
  const buf = out;
  const clear = 1 << minCodeSize;
  buf[0] = minCodeSize;
  let pos = 2; // buf[1] is the first block's length, written when the block is full or done
  let block = 1;
  let size = minCodeSize + 1;
  let limit = 1 << size;
  let next = clear + 2;
  // The bit accumulator starts with the clear code every stream opens with.
  let acc = clear;
  let bits = size;
  table.fill(0);
  let prefix = index.length > 0 ? (index[0] as number) : clear;
  if (prefix >= clear && index.length > 0)
    throw new RangeError('A palette index is outside the colour table.');
  for (let i = 1; i < index.length; i++) {
    const k = index[i] as number;
    const key = ((prefix << 8) | k) ^ 0xfffff;
    let slot = (Math.imul(key, 0x9e3779b1) >>> 19) & (SLOTS - 1);
    let found = table[slot] as number;
    while (found !== 0 && found >>> 12 !== key) {
      slot = (slot + 1) & (SLOTS - 1);
      found = table[slot] as number;
    }
    if (found !== 0) {
      prefix = found & 4095;
      continue;
    }
    if (k >= clear) throw new RangeError('A palette index is outside the colour table.');
    acc |= prefix << bits;
    bits += size;
    while (bits >= 8) {
      buf[pos++] = acc & 255;
      acc >>>= 8;
      bits -= 8;
      if (pos - block === 256) {
        buf[block] = 255;
        block = pos++;
      }
    }
    // The decoder lags one code behind: it widens its codes once it has as many entries as the
    // current width can name, which is when ours (before this code's entry) reaches it.
    if (next >= limit && size < 12) {
      size++;
      limit <<= 1;
    }
    if (next < MAX_CODES) {
      table[slot] = (key << 12) | next++;
    } else {
      // The dictionary is full: a clear code, at the full width, and a fresh start.
      acc |= clear << bits;
      bits += size;
      table.fill(0);
      size = minCodeSize + 1;
      limit = 1 << size;
      next = clear + 2;
    }
    prefix = k;
  }
  // The last string (none for an empty frame), then the end code, then the last partial byte.
  const tail: BitWriter = { acc, bits, pos, block };
  for (const code of index.length > 0 ? [prefix, clear + 1] : [clear + 1]) {
    tail.acc |= code << tail.bits;
    tail.bits += size;
    writeBytes(buf, tail, 8);
    if (next >= limit && size < 12) {
      size++;
      limit <<= 1;
    }
  }
  writeBytes(buf, tail, 1);
  ({ pos, block } = tail);
  if (pos - block > 1) buf[block] = pos - block - 1;
  else pos = block; // the reserved length byte of an empty block is dropped
  buf[pos++] = 0;
  return buf.slice(0, pos);
}

/** The bit packer's state where speed does not matter: the few codes after the hot loop. */
interface BitWriter {
  acc: number;
  bits: number;
  pos: number;
  block: number;
}

/**
 * Moves bytes from the accumulator into the sub-blocks while it holds at least `minBits` bits
 * (8: whole bytes; 1: the last partial byte too), starting a new block when one is full.
 */
function writeBytes(buf: Uint8Array, w: BitWriter, minBits: number): void {
  while (w.bits >= minBits) {
    buf[w.pos++] = w.acc & 255;
    w.acc >>>= 8;
    w.bits -= 8;
    if (w.pos - w.block === 256) {
      buf[w.block] = 255;
      w.block = w.pos++;
    }
  }
}
