// Huffman tables built from symbol counts, the way T.81's Annex K.2 describes: code lengths from
// repeatedly merging the two rarest symbols, then limited to 16 bits, with the all-ones code of
// the longest length left unused (a JPEG table may not use it).

export interface HuffmanTable {
  /** How many codes have each length 1–16 (a DHT segment's first 16 bytes). */
  readonly counts: Uint8Array;
  /** The symbols in code order (the rest of the DHT segment). */
  readonly symbols: Uint8Array;
  /** Each symbol's code, by symbol… */
  readonly code: Uint16Array;
  /** …and its length in bits (0: the symbol has no code). */
  readonly size: Uint8Array;
}

/** Code lengths for symbols 0–255 with counts > 0, and one reserved symbol (256). */
function codeLengths(counts: ArrayLike<number>): Int32Array {
  const freq = Float64Array.from({ length: 257 }, (_, i) => (i < 256 ? (counts[i] ?? 0) : 1));
  const length = new Int32Array(257);
  const next = new Int32Array(257).fill(-1);
  for (;;) {
    // The two rarest symbols left (ties go to the larger symbol, as in K.2).
    let a = -1;
    let b = -1;
    for (let i = 0; i < 257; i++) {
      const f = freq[i] ?? 0;
      if (f <= 0) continue;
      if (a < 0 || f <= (freq[a] ?? 0)) {
        b = a;
        a = i;
      } else if (b < 0 || f <= (freq[b] ?? 0)) b = i;
    }
    if (b < 0) return length;
    freq[b] = (freq[b] ?? 0) + (freq[a] ?? 0);
    freq[a] = 0;
    // Every symbol under either branch gets one bit longer; the branches are chained together.
    let i = b;
    length[i] = (length[i] ?? 0) + 1;
    while ((next[i] ?? -1) >= 0) {
      i = next[i] ?? -1;
      length[i] = (length[i] ?? 0) + 1;
    }
    next[i] = a;
    i = a;
    length[i] = (length[i] ?? 0) + 1;
    while ((next[i] ?? -1) >= 0) {
      i = next[i] ?? -1;
      length[i] = (length[i] ?? 0) + 1;
    }
  }
}

/** A table for the symbols with counts > 0 (give every symbol that may occur a count of ≥1). */
export function huffmanTable(counts: ArrayLike<number>): HuffmanTable {
  const lengths = codeLengths(counts);
  // A code can be as long as there are symbols (very skewed counts) before the limit to 16.
  const bits = new Int32Array(258);
  for (let i = 0; i < 257; i++) {
    const len = lengths[i] ?? 0;
    if (len) bits[len] = (bits[len] ?? 0) + 1;
  }
  // Limit to 16 bits: a pair at the longest length moves up one, and a shorter code splits.
  for (let i = 257; i > 16; i--) {
    while ((bits[i] ?? 0) > 0) {
      let j = i - 2;
      while ((bits[j] ?? 0) === 0) j--;
      bits[i] = (bits[i] ?? 0) - 2;
      bits[i - 1] = (bits[i - 1] ?? 0) + 1;
      bits[j + 1] = (bits[j + 1] ?? 0) + 2;
      bits[j] = (bits[j] ?? 0) - 1;
    }
  }
  // Drop the reserved symbol's code: the longest one.
  let longest = 16;
  while ((bits[longest] ?? 0) === 0) longest--;
  bits[longest] = (bits[longest] ?? 0) - 1;

  const symbols = Array.from({ length: 256 }, (_, s) => s)
    .filter((s) => lengths[s])
    .sort((x, y) => (lengths[x] ?? 0) - (lengths[y] ?? 0) || x - y);
  const code = new Uint16Array(256);
  const size = new Uint8Array(256);
  let c = 0;
  let k = 0;
  for (let len = 1; len <= 16; len++) {
    for (let n = 0; n < (bits[len] ?? 0); n++) {
      const s = symbols[k++] ?? 0;
      code[s] = c++;
      size[s] = len;
    }
    c <<= 1;
  }
  return { counts: Uint8Array.from(bits.subarray(1, 17)), symbols: Uint8Array.from(symbols), code, size };
}
