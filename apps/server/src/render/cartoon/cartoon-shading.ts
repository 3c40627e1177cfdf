// Light and form over the flat regions of a cartoon look: rounded clay or plastic forms, cut
// paper layers casting shadows, watercolour pooling at the borders, a hazy bloom, a film vignette.
import type { Shading } from './cartoon-look.ts';
import { boxMask } from './cartoon-outline.ts';
import { boxBlur, type Raster } from './cartoon-regions.ts';
import { half } from './cartoon-resample.ts';

const luma = (d: Uint8ClampedArray, p: number) =>
  0.299 * (d[p] as number) + 0.587 * (d[p + 1] as number) + 0.114 * (d[p + 2] as number);

/** Lightness of the mapped tones, 0-1. */
function toneLightness({ data, width, height }: Raster): Float32Array {
  const out = new Float32Array(width * height);
  for (let i = 0, p = 0; i < out.length; i++, p += 4) out[i] = luma(data, p) / 255;
  return out;
}

/** Multiplies a pixel's colour by `k` and adds `add`. */
function shade(d: Uint8ClampedArray, p: number, k: number, add = 0): void {
  d[p] = (d[p] as number) * k + add;
  d[p + 1] = (d[p + 1] as number) * k + add;
  d[p + 2] = (d[p + 2] as number) * k + add;
}

/** Applies `shading` in place to the mapped tones (`region` holds each pixel's tone). */
export function applyShading(image: Raster, region: Int32Array, shading: Shading, unit: number): void {
  const { data, width, height } = image;
  const n = width * height;
  switch (shading) {
    case 'flat':
      return;
    case 'rounded': {
      // Each flat tone becomes a soft pillow: a blurred height map lit from the top left.
      const soften = (m: Float32Array) =>
        boxMask(boxMask(m, width, height, 6 * unit), width, height, 6 * unit);
      const heightMap = soften(toneLightness(image));
      // Outside the picture counts as 0 in the sums: dividing by how much of each box lies
      // inside keeps the border as lit as the middle.
      const inside = soften(new Float32Array(n).fill(1));
      const d = Math.max(1, Math.round(3 * unit));
      const off = d * width + d;
      for (let i = off; i < n - off; i++) {
        const slope =
          (heightMap[i - off] as number) / (inside[i - off] as number) -
          (heightMap[i + off] as number) / (inside[i + off] as number);
        const lit = Math.max(-0.45, Math.min(0.45, (slope * 9) / unit));
        const gloss = lit > 0.32 ? (lit - 0.32) * 300 : 0;
        shade(data, i * 4, 1 + lit, gloss);
      }
      return;
    }
    case 'cutout': {
      // Lighter layers lie on top and cast a soft shadow down and to the right.
      const light = toneLightness(image);
      const s = Math.max(2, Math.round(7 * unit));
      const off = s * width + s;
      const cast = new Float32Array(n);
      for (let i = off; i < n; i++) if ((light[i - off] as number) > (light[i] as number) + 0.04) cast[i] = 1;
      const soft = boxMask(cast, width, height, 3 * unit);
      for (let i = 0; i < n; i++)
        if ((soft[i] as number) > 0) shade(data, i * 4, 1 - 0.4 * (soft[i] as number));
      return;
    }
    case 'rim': {
      // Pigment dries darker where a wash ends.
      const edge = new Float32Array(n);
      for (let i = 0; i < n - width - 1; i++)
        if (region[i] !== region[i + 1] || region[i] !== region[i + width]) edge[i] = 1;
      const soft = boxMask(edge, width, height, 4 * unit);
      for (let i = 0; i < n; i++)
        if ((soft[i] as number) > 0) shade(data, i * 4, 1 - Math.min(0.3, (soft[i] as number) * 1.2));
      return;
    }
    case 'bloom': {
      // The light parts glow: a blurred copy (at half size: it is blurred anyway) screened over.
      const glow = half(image);
      boxBlur(glow, 4.5 * unit);
      boxBlur(glow, 4.5 * unit);
      const g = glow.data;
      const gw = glow.width;
      const gh = glow.height;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const p = (y * width + x) * 4;
          const q = (Math.min(gh - 1, y >> 1) * gw + Math.min(gw - 1, x >> 1)) * 4;
          for (let c = 0; c < 3; c++) {
            const a = data[p + c] as number;
            data[p + c] = 255 - ((255 - a) * (255 - (g[q + c] as number) * 0.55)) / 255;
          }
        }
      return;
    }
    case 'vignette': {
      const cx = width / 2;
      const cy = height / 2;
      const r2 = cx * cx + cy * cy;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const d = ((x - cx) * (x - cx) + (y - cy) * (y - cy)) / r2;
          if (d > 0.3) shade(data, (y * width + x) * 4, 1 - (d - 0.3) * 0.9);
        }
      return;
    }
  }
}
