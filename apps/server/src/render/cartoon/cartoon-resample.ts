// Halving and doubling a raster: the slow region filters and shading run on the image at half
// size (cartoon-regions.ts), then their result is written back over the full image bilinearly.
import type { Raster } from './cartoon-regions.ts';

/** The image at half size (2×2 averages): the slow region filters run there. */
export function half({ data, width, height }: Raster): Raster {
  const w = width >> 1;
  const h = height >> 1;
  const out = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const a = (2 * y * width + 2 * x) * 4;
      const b = a + width * 4;
      const o = (y * w + x) * 4;
      for (let c = 0; c < 3; c++)
        out[o + c] =
          ((data[a + c] as number) +
            (data[a + 4 + c] as number) +
            (data[b + c] as number) +
            (data[b + 4 + c] as number) +
            2) >>
          2;
      out[o + 3] = 255;
    }
  return { data: out, width: w, height: h };
}

/** Writes `small` back over `full` (twice its size, give or take a pixel), bilinearly. */
export function double(small: Raster, full: Raster): void {
  const { data: s, width: sw, height: sh } = small;
  const { data: d, width, height } = full;
  if (width === sw * 2 && height === sh * 2) {
    exactDouble(small, full);
    return;
  }
  // Per column: the two source columns (as byte offsets) and the weight of the right one.
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const wx = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const u = Math.max(0, Math.min(sw - 1, (x + 0.5) * (sw / width) - 0.5));
    left[x] = (u | 0) * 4;
    right[x] = Math.min(sw - 1, (u | 0) + 1) * 4;
    wx[x] = u - (u | 0);
  }
  for (let y = 0; y < height; y++) {
    const v = Math.max(0, Math.min(sh - 1, (y + 0.5) * (sh / height) - 0.5));
    const top = (v | 0) * sw * 4;
    const bottom = Math.min(sh - 1, (v | 0) + 1) * sw * 4;
    const ty = v - (v | 0);
    for (let x = 0, o = y * width * 4; x < width; x++, o += 4) {
      const a = top + (left[x] as number);
      const b = top + (right[x] as number);
      const c = bottom + (left[x] as number);
      const e = bottom + (right[x] as number);
      const tx = wx[x] as number;
      for (let k = 0; k < 3; k++) {
        const t = (s[a + k] as number) + ((s[b + k] as number) - (s[a + k] as number)) * tx;
        const m = (s[c + k] as number) + ((s[e + k] as number) - (s[c + k] as number)) * tx;
        d[o + k] = t + (m - t) * ty;
      }
    }
  }
}

/**
 * Bilinear doubling where `full` is exactly twice `small`: every output pixel lies a quarter of a
 * source pixel from its nearest, so its weights are always 9, 3, 3 and 1 sixteenths.
 */
function exactDouble(small: Raster, full: Raster): void {
  const { data: s, width: sw, height: sh } = small;
  const d = full.data;
  const line = sw * 8;
  for (let y = 0; y < sh; y++) {
    const row = y * sw * 4;
    const up = Math.max(0, y - 1) * sw * 4;
    const down = Math.min(sh - 1, y + 1) * sw * 4;
    for (let x = 0; x < sw; x++) {
      const here = x * 4;
      const left = Math.max(0, x - 1) * 4;
      const right = Math.min(sw - 1, x + 1) * 4;
      const top = 2 * y * line + x * 8;
      for (let c = 0; c < 3; c++) {
        const m = (s[row + here + c] as number) * 9;
        const l = (s[row + left + c] as number) * 3;
        const r = (s[row + right + c] as number) * 3;
        const u = (s[up + here + c] as number) * 3;
        const w = (s[down + here + c] as number) * 3;
        d[top + c] = (m + l + u + (s[up + left + c] as number)) / 16;
        d[top + 4 + c] = (m + r + u + (s[up + right + c] as number)) / 16;
        d[top + line + c] = (m + l + w + (s[down + left + c] as number)) / 16;
        d[top + line + 4 + c] = (m + r + w + (s[down + right + c] as number)) / 16;
      }
    }
  }
}
