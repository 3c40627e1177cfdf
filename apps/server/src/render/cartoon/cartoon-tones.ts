// The colours of a cartoon look: saturation, contrast and tint, then a few flat tones
// (posterized channels, a gradient map, the nearest palette colour or cel-shaded light bands).
import { parseHex, type Rgb } from '../color.ts';
import type { ThemeLook } from './cartoon-look.ts';

const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

/** Index of the palette colour nearest to (r, g, b), weighted like luminance. */
function nearest(palette: readonly Rgb[], r: number, g: number, b: number): number {
  let best = 0;
  let bestD = Number.POSITIVE_INFINITY;
  for (let k = 0; k < palette.length; k++) {
    const c = palette[k] as Rgb;
    const dr = c.r - r;
    const dg = c.g - g;
    const db = c.b - b;
    const d = 0.3 * dr * dr + 0.59 * dg * dg + 0.11 * db * db;
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return best;
}

/**
 * Maps the colours of RGBA pixels to the look's tones, in place. Returns each pixel's tone as a
 * packed RGB number, so the borders between tones can be found.
 */
export function mapTones(data: Uint8ClampedArray, n: number, look: ThemeLook): Int32Array {
  const tone = new Int32Array(n);
  const palette = look.palette?.map(parseHex) ?? [];
  const tint = look.tint ? parseHex(look.tint.color) : undefined;
  const ta = look.tint?.amount ?? 0;
  const [tr, tg, tb] = tint
    ? [1 - ta + (ta * tint.r) / 255, 1 - ta + (ta * tint.g) / 255, 1 - ta + (ta * tint.b) / 255]
    : [1, 1, 1];
  const step = 255 / Math.max(1, look.levels - 1);
  // Posterizing through a table over -255..510 keeps rounding and clamping out of the loop.
  const quant = new Uint8Array(766);
  for (let v = 0; v < 766; v++) quant[v] = Math.round(Math.min(255, Math.max(0, v - 255)) / step) * step;
  const q = (v: number) => quant[Math.max(0, Math.min(765, (v + 255) | 0))] as number;
  // Cel tones snap the hue too (six steps a channel), so each band is one flat colour.
  const fine = (v: number) => Math.round(Math.min(255, v) / 51) * 51;
  const { saturation: sat, contrast, brightness, mode } = look;
  const bands = Math.max(2, look.levels);
  for (let i = 0, p = 0; i < n; i++, p += 4) {
    const l = luma(data[p] as number, data[p + 1] as number, data[p + 2] as number);
    const r = ((l + ((data[p] as number) - l) * sat - 128) * contrast + 128 + brightness) * tr;
    const g = ((l + ((data[p + 1] as number) - l) * sat - 128) * contrast + 128 + brightness) * tg;
    const b = ((l + ((data[p + 2] as number) - l) * sat - 128) * contrast + 128 + brightness) * tb;
    let or: number;
    let og: number;
    let ob: number;
    if (mode === 'posterize') {
      or = q(r);
      og = q(g);
      ob = q(b);
    } else if (mode === 'cel') {
      // Keep the hue, snap the lightness to a band: shadow, base and lit tones of one colour.
      const m = Math.max(1, luma(r, g, b));
      const band = Math.min(bands - 1, Math.floor((m / 256) * bands));
      const k = (((band + 0.5) / bands) * 255 + 40) / (m + 40);
      or = fine(Math.max(0, r * k));
      og = fine(Math.max(0, g * k));
      ob = fine(Math.max(0, b * k));
    } else {
      const k =
        mode === 'ramp'
          ? Math.min(palette.length - 1, Math.max(0, Math.floor((luma(r, g, b) / 256) * palette.length)))
          : nearest(palette, r, g, b);
      const c = palette[k] as Rgb;
      or = c.r;
      og = c.g;
      ob = c.b;
    }
    data[p] = or;
    data[p + 1] = og;
    data[p + 2] = ob;
    tone[i] = ((data[p] as number) << 16) | ((data[p + 1] as number) << 8) | (data[p + 2] as number);
  }
  return tone;
}
