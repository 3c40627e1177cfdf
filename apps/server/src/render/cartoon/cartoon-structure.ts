// Measures of a picture's structure, for the cartoon tests (test-only): its edge map, how many
// tones it has and how many regions those tones form.
import sharp from 'sharp';

/** Pixels of an encoded image, grey and colour. */
async function pixels(bytes: Buffer) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Edge pixels: where the Sobel gradient of the lightness passes `threshold`, after the
 * lightness is stretched to the full range (2nd to 98th percentile), so a theme that only
 * recolours a picture keeps the picture's edges.
 */
export async function edgeMap(
  bytes: Buffer,
  threshold = Number(process.env.EDGE_T ?? 160),
): Promise<Uint8Array> {
  const { data, width, height } = await pixels(bytes);
  const lum = new Float32Array(width * height);
  for (let i = 0; i < lum.length; i++)
    lum[i] = 0.299 * (data[i * 3] ?? 0) + 0.587 * (data[i * 3 + 1] ?? 0) + 0.114 * (data[i * 3 + 2] ?? 0);
  const sorted = Float32Array.from(lum).sort();
  const lo = sorted[Math.floor(sorted.length * 0.02)] ?? 0;
  const hi = sorted[Math.floor(sorted.length * 0.98)] ?? 255;
  const k = 255 / Math.max(1, hi - lo);
  for (let i = 0; i < lum.length; i++) lum[i] = ((lum[i] ?? 0) - lo) * k;
  const edges = new Uint8Array(width * height);
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const at = (dx: number, dy: number) => lum[i + dy * width + dx] ?? 0;
      const gx = at(1, -1) + 2 * at(1, 0) + at(1, 1) - at(-1, -1) - 2 * at(-1, 0) - at(-1, 1);
      const gy = at(-1, 1) + 2 * at(0, 1) + at(1, 1) - at(-1, -1) - 2 * at(0, -1) - at(1, -1);
      if (Math.hypot(gx, gy) > threshold) edges[i] = 1;
    }
  return edges;
}

/** The edge map grown by `r` pixels (a square around every edge pixel). */
function grow(edges: Uint8Array, width: number, r: number): Uint8Array {
  const height = edges.length / width;
  const out = new Uint8Array(edges.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!edges[y * width + x]) continue;
      for (let j = Math.max(0, y - r); j <= Math.min(height - 1, y + r); j++)
        out.fill(1, j * width + Math.max(0, x - r), j * width + Math.min(width - 1, x + r) + 1);
    }
  return out;
}

/**
 * How much two edge maps share when an edge may lie `r` pixels off (1 = every edge of each has
 * one of the other nearby, 0 = none has): the edge pixels of each found near the other's, over
 * all edge pixels (a boundary match score, tolerant of lines drawn a pixel thicker or thinner).
 */
export function edgeOverlap(a: Uint8Array, b: Uint8Array, width: number, r = 2): number {
  const nearA = grow(a, width, r);
  const nearB = grow(b, width, r);
  let matched = 0;
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    matched += ((a[i] ?? 0) & (nearB[i] ?? 0)) + ((b[i] ?? 0) & (nearA[i] ?? 0));
    total += (a[i] ?? 0) + (b[i] ?? 0);
  }
  return total === 0 ? 1 : matched / total;
}

/** Each pixel's colour with 8 levels a channel (JPEG noise falls inside one level). */
function coarse(data: Buffer, n: number): Int32Array {
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++)
    out[i] =
      (((data[i * 3] ?? 0) >> 5) << 6) | (((data[i * 3 + 1] ?? 0) >> 5) << 3) | ((data[i * 3 + 2] ?? 0) >> 5);
  return out;
}

/**
 * Tones (coarse colours covering at least 0.5% of the picture) and regions (4-connected patches
 * of one coarse colour of at least `minArea` pixels).
 */
export async function tonesAndRegions(
  bytes: Buffer,
  minArea = 48,
): Promise<{ tones: number; regions: number }> {
  const { data, width, height } = await pixels(bytes);
  const n = width * height;
  const colour = coarse(data, n);
  const counts = new Map<number, number>();
  for (const c of colour) counts.set(c, (counts.get(c) ?? 0) + 1);
  const tones = [...counts.values()].filter((v) => v >= n * 0.005).length;
  const seen = new Uint8Array(n);
  const stack: number[] = [];
  let regions = 0;
  for (let s = 0; s < n; s++) {
    if (seen[s]) continue;
    seen[s] = 1;
    stack.push(s);
    let area = 0;
    while (stack.length) {
      const i = stack.pop() as number;
      area++;
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width])
        if (j >= 0 && j < n && !seen[j] && colour[j] === colour[i]) {
          seen[j] = 1;
          stack.push(j);
        }
    }
    if (area >= minArea) regions++;
  }
  return { tones, regions };
}
