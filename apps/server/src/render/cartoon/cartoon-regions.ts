// How a cartoon look cuts the photo into flat regions before its colours are mapped: soft
// rounded blobs (box blur), flat painterly patches that keep their edges (Kuwahara), square
// pixels (blocks) or glass panes (Voronoi cells). Typed-array loops whose cost does not grow with
// the radius (running sums, summed-area tables), so a big region costs no more than a small one.

/** RGBA pixels of a `width`×`height` image. */
export interface Raster {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * Blurs the colour channels with a box of radius `r`, in place (edges clamped): rows, then
 * columns kept as running sums while walking down the rows, so memory is read in order.
 */
export function boxBlur({ data, width, height }: Raster, r: number): void {
  const radius = Math.round(r);
  if (radius < 1) return;
  const span = 2 * radius + 1;
  const line = width * 4;
  const tmp = new Float32Array(data.length);
  for (let y = 0; y < height; y++) {
    const base = y * line;
    for (let c = 0; c < 3; c++) {
      let sum = 0;
      for (let d = -radius; d <= radius; d++)
        sum += data[base + Math.min(width - 1, Math.max(0, d)) * 4 + c] as number;
      for (let x = 0; x < width; x++) {
        tmp[base + x * 4 + c] = sum / span;
        sum +=
          (data[base + Math.min(width - 1, x + radius + 1) * 4 + c] as number) -
          (data[base + Math.max(0, x - radius) * 4 + c] as number);
      }
    }
  }
  const column = new Float64Array(line);
  for (let d = -radius; d <= radius; d++) {
    const row = Math.min(height - 1, Math.max(0, d)) * line;
    for (let k = 0; k < line; k++) column[k] = (column[k] as number) + (tmp[row + k] as number);
  }
  for (let y = 0; y < height; y++) {
    const o = y * line;
    const add = Math.min(height - 1, y + radius + 1) * line;
    const sub = Math.max(0, y - radius) * line;
    for (let k = 0; k < line; k += 4)
      for (let c = k; c < k + 3; c++) {
        data[o + c] = (column[c] as number) / span;
        column[c] = (column[c] as number) + (tmp[add + c] as number) - (tmp[sub + c] as number);
      }
  }
}

/**
 * Kuwahara filter of radius `r`: each pixel takes the mean colour of the least varied of the
 * four boxes it is a corner of, so regions turn flat while the edges between them stay sharp.
 */
export function kuwahara({ data, width, height }: Raster, r: number): void {
  const radius = Math.max(1, Math.round(r));
  const W = width + 1;
  const sums = [0, 1, 2].map(() => new Float64Array(W * (height + 1)));
  const lum = new Float64Array(W * (height + 1));
  const lum2 = new Float64Array(W * (height + 1));
  const [sr, sg, sb] = sums as [Float64Array, Float64Array, Float64Array];
  for (let y = 0; y < height; y++) {
    let ar = 0;
    let ag = 0;
    let ab = 0;
    let al = 0;
    let al2 = 0;
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      const r0 = data[p] as number;
      const g0 = data[p + 1] as number;
      const b0 = data[p + 2] as number;
      const l = (r0 * 77 + g0 * 150 + b0 * 29) >> 8;
      ar += r0;
      ag += g0;
      ab += b0;
      al += l;
      al2 += l * l;
      const i = (y + 1) * W + x + 1;
      sr[i] = (sr[i - W] as number) + ar;
      sg[i] = (sg[i - W] as number) + ag;
      sb[i] = (sb[i - W] as number) + ab;
      lum[i] = (lum[i - W] as number) + al;
      lum2[i] = (lum2[i - W] as number) + al2;
    }
  }
  const box = (t: Float64Array, x0: number, y0: number, x1: number, y1: number) =>
    (t[y1 * W + x1] as number) -
    (t[y0 * W + x1] as number) -
    (t[y1 * W + x0] as number) +
    (t[y0 * W + x0] as number);
  for (let y = 0; y < height; y++) {
    const ylo = Math.max(0, y - radius);
    const yhi = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const xlo = Math.max(0, x - radius);
      const xhi = Math.min(width, x + radius + 1);
      let best = Number.POSITIVE_INFINITY;
      let bx0 = 0;
      let by0 = 0;
      let bx1 = 1;
      let by1 = 1;
      for (let q = 0; q < 4; q++) {
        const x0 = q & 1 ? x : xlo;
        const x1 = q & 1 ? xhi : x + 1;
        const y0 = q & 2 ? y : ylo;
        const y1 = q & 2 ? yhi : y + 1;
        const n = (x1 - x0) * (y1 - y0);
        const m = box(lum, x0, y0, x1, y1) / n;
        const v = box(lum2, x0, y0, x1, y1) / n - m * m;
        if (v < best) {
          best = v;
          bx0 = x0;
          by0 = y0;
          bx1 = x1;
          by1 = y1;
        }
      }
      const n = (bx1 - bx0) * (by1 - by0);
      const p = (y * width + x) * 4;
      data[p] = box(sr, bx0, by0, bx1, by1) / n;
      data[p + 1] = box(sg, bx0, by0, bx1, by1) / n;
      data[p + 2] = box(sb, bx0, by0, bx1, by1) / n;
    }
  }
}

/** Averages square blocks of `block` pixels, in place (chunky pixels). */
export function blocks({ data, width, height }: Raster, block: number): void {
  for (let by = 0; by < height; by += block) {
    const y1 = Math.min(height, by + block);
    for (let bx = 0; bx < width; bx += block) {
      const x1 = Math.min(width, bx + block);
      let r = 0;
      let g = 0;
      let b = 0;
      for (let y = by; y < y1; y++)
        for (let p = (y * width + bx) * 4, e = (y * width + x1) * 4; p < e; p += 4) {
          r += data[p] as number;
          g += data[p + 1] as number;
          b += data[p + 2] as number;
        }
      const n = (x1 - bx) * (y1 - by);
      for (let y = by; y < y1; y++)
        for (let p = (y * width + bx) * 4, e = (y * width + x1) * 4; p < e; p += 4) {
          data[p] = r / n;
          data[p + 1] = g / n;
          data[p + 2] = b / n;
        }
    }
  }
}

/** A stable hash of two integers to [0, 1). */
function jitter(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 0x27d4eb2d) ^ Math.imul(y, 0x165667b1) ^ Math.imul(seed, 0x9e3779b9);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * Voronoi cells about `cell` pixels wide on a jittered grid: every pixel takes the colour at its
 * cell's seed. Returns each pixel's cell number, so the panes can be outlined.
 */
export function cells({ data, width, height }: Raster, cell: number): Int32Array {
  const size = Math.max(4, cell);
  const cols = Math.ceil(width / size) + 1;
  const rows = Math.ceil(height / size) + 1;
  const seedX = new Float32Array(cols * rows);
  const seedY = new Float32Array(cols * rows);
  for (let gy = 0; gy < rows; gy++)
    for (let gx = 0; gx < cols; gx++) {
      const k = gy * cols + gx;
      seedX[k] = (gx + 0.1 + 0.8 * jitter(gx, gy, 1)) * size;
      seedY[k] = (gy + 0.1 + 0.8 * jitter(gx, gy, 2)) * size;
    }
  const colour = new Uint8ClampedArray(cols * rows * 3);
  for (let k = 0; k < cols * rows; k++) {
    const x = Math.min(width - 1, seedX[k] as number) | 0;
    const y = Math.min(height - 1, seedY[k] as number) | 0;
    const p = (y * width + x) * 4;
    colour[k * 3] = data[p] as number;
    colour[k * 3 + 1] = data[p + 1] as number;
    colour[k * 3 + 2] = data[p + 2] as number;
  }
  const owner = new Int32Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = Math.floor(y / size);
    for (let x = 0; x < width; x++) {
      const gx = Math.floor(x / size);
      let best = Number.POSITIVE_INFINITY;
      let bk = 0;
      for (let j = Math.max(0, gy - 1); j <= Math.min(rows - 1, gy + 1); j++)
        for (let i = Math.max(0, gx - 1); i <= Math.min(cols - 1, gx + 1); i++) {
          const k = j * cols + i;
          const dx = (seedX[k] as number) - x;
          const dy = (seedY[k] as number) - y;
          const d = dx * dx + dy * dy;
          if (d < best) {
            best = d;
            bk = k;
          }
        }
      const o = y * width + x;
      owner[o] = bk;
      data[o * 4] = colour[bk * 3] as number;
      data[o * 4 + 1] = colour[bk * 3 + 1] as number;
      data[o * 4 + 2] = colour[bk * 3 + 2] as number;
    }
  }
  return owner;
}
