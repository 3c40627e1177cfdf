// Xiaolin Wu's colour quantizer ("Efficient Statistical Computations for Optimal Color
// Quantization", Graphics Gems II, 1991): colours are counted in a 32×32×32 grid, cumulative
// moments make any box's count, sums and variance a handful of lookups, and the box with the
// largest variance is cut, again and again, where the cut removes the most squared error. It
// finds a palette close to the best for squared RGB error (what PSNR measures) in about a
// millisecond, whatever the picture's size: the cost is in the grid, not in the pixels.

const SIDE = 33; // 32 cells a channel, plus the zero row cumulative moments need
const CELLS = SIDE * SIDE * SIDE;
const RED = 0;
const GREEN = 1;
const BLUE = 2;

/** Scratch reused by every call (one thread runs one quantization at a time). */
const weight = new Float64Array(CELLS);
const sumR = new Float64Array(CELLS);
const sumG = new Float64Array(CELLS);
const sumB = new Float64Array(CELLS);
const sumSq = new Float64Array(CELLS);
const moments = [weight, sumR, sumG, sumB, sumSq] as const;

/** A cell of the grid for a 0-255 colour (1-based: row 0 stays zero for the moments). */
export const wuCell = (r: number, g: number, b: number): number =>
  ((r >> 3) + 1) * SIDE * SIDE + ((g >> 3) + 1) * SIDE + (b >> 3) + 1;

/** Empties the grid before a new picture's colours are added. */
export function wuReset(): void {
  for (const m of moments) m.fill(0);
}

/** Adds `count` pixels whose mean colour is (r, g, b) to `cell` (from {@link wuCell}). */
export function wuAdd(cell: number, count: number, r: number, g: number, b: number): void {
  weight[cell] = (weight[cell] as number) + count;
  sumR[cell] = (sumR[cell] as number) + count * r;
  sumG[cell] = (sumG[cell] as number) + count * g;
  sumB[cell] = (sumB[cell] as number) + count * b;
  sumSq[cell] = (sumSq[cell] as number) + count * (r * r + g * g + b * b);
}

/** Turns the counts into cumulative moments: m[r][g][b] = sum over the box from 0 to (r, g, b). */
function accumulate(): void {
  const area = new Float64Array(SIDE * 5);
  for (let r = 1; r < SIDE; r++) {
    area.fill(0);
    for (let g = 1; g < SIDE; g++) {
      let lw = 0;
      let lr = 0;
      let lg = 0;
      let lb = 0;
      let l2 = 0;
      for (let b = 1; b < SIDE; b++) {
        const c = r * SIDE * SIDE + g * SIDE + b;
        const p = c - SIDE * SIDE;
        lw += weight[c] as number;
        lr += sumR[c] as number;
        lg += sumG[c] as number;
        lb += sumB[c] as number;
        l2 += sumSq[c] as number;
        const a = b * 5;
        area[a] = (area[a] as number) + lw;
        area[a + 1] = (area[a + 1] as number) + lr;
        area[a + 2] = (area[a + 2] as number) + lg;
        area[a + 3] = (area[a + 3] as number) + lb;
        area[a + 4] = (area[a + 4] as number) + l2;
        weight[c] = (weight[p] as number) + (area[a] as number);
        sumR[c] = (sumR[p] as number) + (area[a + 1] as number);
        sumG[c] = (sumG[p] as number) + (area[a + 2] as number);
        sumB[c] = (sumB[p] as number) + (area[a + 3] as number);
        sumSq[c] = (sumSq[p] as number) + (area[a + 4] as number);
      }
    }
  }
}

// Boxes are six numbers each in `boxes`: r0, r1, g0, g1, b0, b1 (exclusive lower, inclusive upper).
const at = (r: number, g: number, b: number) => r * SIDE * SIDE + g * SIDE + b;

function volume(box: Int32Array, i: number, m: Float64Array): number {
  const r0 = box[i] as number;
  const r1 = box[i + 1] as number;
  const g0 = box[i + 2] as number;
  const g1 = box[i + 3] as number;
  const b0 = box[i + 4] as number;
  const b1 = box[i + 5] as number;
  return (
    (m[at(r1, g1, b1)] as number) -
    (m[at(r1, g1, b0)] as number) -
    (m[at(r1, g0, b1)] as number) +
    (m[at(r1, g0, b0)] as number) -
    (m[at(r0, g1, b1)] as number) +
    (m[at(r0, g1, b0)] as number) +
    (m[at(r0, g0, b1)] as number) -
    (m[at(r0, g0, b0)] as number)
  );
}

/** How far one step along red, green or blue moves in the grid. */
const STEP = [SIDE * SIDE, SIDE, 1] as const;

/**
 * The box's moment on the side of `dir` up to `pos` (pos = its lower bound: the part below): the
 * four corners of the box's face at `pos`, over the other two axes `u` and `v`.
 */
function slab(box: Int32Array, i: number, dir: number, pos: number, m: Float64Array): number {
  const u = dir === RED ? GREEN : RED;
  const v = dir === BLUE ? GREEN : BLUE;
  const p = pos * (STEP[dir] as number);
  const u0 = (box[i + u * 2] as number) * (STEP[u] as number);
  const u1 = (box[i + u * 2 + 1] as number) * (STEP[u] as number);
  const v0 = (box[i + v * 2] as number) * (STEP[v] as number);
  const v1 = (box[i + v * 2 + 1] as number) * (STEP[v] as number);
  return (
    (m[p + u1 + v1] as number) -
    (m[p + u1 + v0] as number) -
    (m[p + u0 + v1] as number) +
    (m[p + u0 + v0] as number)
  );
}

function variance(box: Int32Array, i: number): number {
  const w = volume(box, i, weight);
  if (w <= 0) return 0;
  const r = volume(box, i, sumR);
  const g = volume(box, i, sumG);
  const b = volume(box, i, sumB);
  return volume(box, i, sumSq) - (r * r + g * g + b * b) / w;
}

const best = { gain: 0, cut: -1 };

/** The cut along `dir` that leaves the two halves with the least squared error. */
function bestCut(box: Int32Array, i: number, dir: number, whole: Float64Array): void {
  const lo = box[i + dir * 2] as number;
  const hi = box[i + dir * 2 + 1] as number;
  const baseW = -slab(box, i, dir, lo, weight);
  const baseR = -slab(box, i, dir, lo, sumR);
  const baseG = -slab(box, i, dir, lo, sumG);
  const baseB = -slab(box, i, dir, lo, sumB);
  best.gain = 0;
  best.cut = -1;
  for (let pos = lo + 1; pos < hi; pos++) {
    const w = baseW + slab(box, i, dir, pos, weight);
    if (w <= 0) continue;
    const rest = (whole[0] as number) - w;
    if (rest <= 0) continue;
    const r = baseR + slab(box, i, dir, pos, sumR);
    const g = baseG + slab(box, i, dir, pos, sumG);
    const b = baseB + slab(box, i, dir, pos, sumB);
    const r2 = (whole[1] as number) - r;
    const g2 = (whole[2] as number) - g;
    const b2 = (whole[3] as number) - b;
    const gain = (r * r + g * g + b * b) / w + (r2 * r2 + g2 * g2 + b2 * b2) / rest;
    if (gain > best.gain) {
      best.gain = gain;
      best.cut = pos;
    }
  }
}

/** Cuts box `a` in two, the upper part becoming box `b`. False when it cannot be cut. */
function cut(box: Int32Array, a: number, b: number, whole: Float64Array): boolean {
  whole[0] = volume(box, a, weight);
  whole[1] = volume(box, a, sumR);
  whole[2] = volume(box, a, sumG);
  whole[3] = volume(box, a, sumB);
  let dir = -1;
  let gain = 0;
  let at = -1;
  for (let d = 0; d < 3; d++) {
    bestCut(box, a, d, whole);
    if (best.cut >= 0 && best.gain > gain) {
      gain = best.gain;
      at = best.cut;
      dir = d;
    }
  }
  if (dir < 0) return false;
  box.copyWithin(b, a, a + 6);
  box[b + dir * 2] = at; // upper part: (at, hi]
  box[a + dir * 2 + 1] = at; // lower part: (lo, at]
  return true;
}

/** Which palette entry each grid cell's colours went to ({@link wuPalette}'s boxes). */
const label = new Uint8Array(CELLS);

/** The palette entry Wu's boxes gave the colour (r, g, b): a good first guess at its nearest. */
export const wuEntry = (r: number, g: number, b: number): number => label[wuCell(r, g, b)] as number;

/**
 * A palette of at most `maxColors` colours for what was added since {@link wuReset}, as RGB
 * triples (fractional: callers refine or round them). Fewer when the picture has fewer colours.
 */
export function wuPalette(maxColors: number): Float64Array {
  accumulate();
  const box = new Int32Array(maxColors * 6);
  box.set([0, SIDE - 1, 0, SIDE - 1, 0, SIDE - 1]);
  const spread = new Float64Array(maxColors);
  const whole = new Float64Array(4);
  let count = 1;
  let next = 0;
  spread[0] = variance(box, 0);
  while (count < maxColors) {
    if (!cut(box, next * 6, count * 6, whole)) spread[next] = 0;
    else {
      spread[next] = variance(box, next * 6);
      spread[count] = variance(box, count * 6);
      count++;
    }
    next = 0;
    for (let k = 1; k < count; k++) if ((spread[k] as number) > (spread[next] as number)) next = k;
    if ((spread[next] as number) <= 0) break;
  }
  const palette = new Float64Array(count * 3);
  let n = 0;
  for (let k = 0; k < count; k++) {
    const i = k * 6;
    const w = volume(box, i, weight);
    if (w <= 0) continue;
    palette[n * 3] = volume(box, i, sumR) / w;
    palette[n * 3 + 1] = volume(box, i, sumG) / w;
    palette[n * 3 + 2] = volume(box, i, sumB) / w;
    for (let r = (box[i] as number) + 1; r <= (box[i + 1] as number); r++)
      for (let g = (box[i + 2] as number) + 1; g <= (box[i + 3] as number); g++)
        label.fill(n, at(r, g, (box[i + 4] as number) + 1), at(r, g, box[i + 5] as number) + 1);
    n++;
  }
  return palette.subarray(0, n * 3);
}
