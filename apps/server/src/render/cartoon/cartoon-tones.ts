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

/** The look's tone for one input colour, as a packed RGB number. */
function toneMapper(look: ThemeLook): (red: number, green: number, blue: number) => number {
  const palette = look.palette?.map(parseHex) ?? [];
  const tint = look.tint ? parseHex(look.tint.color) : undefined;
  const ta = look.tint?.amount ?? 0;
  const [tr, tg, tb] = tint
    ? [1 - ta + (ta * tint.r) / 255, 1 - ta + (ta * tint.g) / 255, 1 - ta + (ta * tint.b) / 255]
    : [1, 1, 1];
  const step = 255 / Math.max(1, look.levels - 1);
  const q = (v: number) => Math.round(Math.min(255, Math.max(0, v)) / step) * step;
  // Cel tones snap the hue too (six steps a channel), so each band is one flat colour.
  const fine = (v: number) => Math.round(Math.min(255, Math.max(0, v)) / 51) * 51;
  const { saturation: sat, contrast, brightness, mode } = look;
  const bands = Math.max(2, look.levels);
  return (red, green, blue) => {
    const l = luma(red, green, blue);
    const r = ((l + (red - l) * sat - 128) * contrast + 128 + brightness) * tr;
    const g = ((l + (green - l) * sat - 128) * contrast + 128 + brightness) * tg;
    const b = ((l + (blue - l) * sat - 128) * contrast + 128 + brightness) * tb;
    if (mode === 'posterize') return (q(r) << 16) | (q(g) << 8) | q(b);
    if (mode === 'cel') {
      // Keep the hue, snap the lightness to a band: shadow, base and lit tones of one colour.
      const m = Math.max(1, luma(r, g, b));
      const band = Math.min(bands - 1, Math.floor((m / 256) * bands));
      const k = (((band + 0.5) / bands) * 255 + 40) / (m + 40);
      return (fine(r * k) << 16) | (fine(g * k) << 8) | fine(b * k);
    }
    const k =
      mode === 'ramp'
        ? Math.min(palette.length - 1, Math.max(0, Math.floor((luma(r, g, b) / 256) * palette.length)))
        : nearest(palette, r, g, b);
    const c = palette[k] as Rgb;
    return (c.r << 16) | (c.g << 8) | c.b;
  };
}

/**
 * Maps the colours of RGBA pixels to the look's tones, in place. Returns each pixel's tone as a
 * packed RGB number, so the borders between tones can be found. Each colour is looked up at 6
 * bits a channel in a table filled as colours turn up: the simplified photo has few distinct
 * colours, so most pixels cost one lookup (the nearest palette colour took ~50 ms a megapixel).
 */
export function mapTones(data: Uint8ClampedArray, n: number, look: ThemeLook): Int32Array {
  const tone = new Int32Array(n);
  const mapper = toneMapper(look);
  const table = new Int32Array(1 << 18).fill(-1);
  for (let i = 0, p = 0; i < n; i++, p += 4) {
    const key =
      (((data[p] as number) >> 2) << 12) |
      (((data[p + 1] as number) >> 2) << 6) |
      ((data[p + 2] as number) >> 2);
    let t = table[key] as number;
    if (t < 0) {
      t = mapper(((key >> 12) << 2) + 2, (((key >> 6) & 63) << 2) + 2, ((key & 63) << 2) + 2);
      table[key] = t;
    }
    tone[i] = t;
    data[p] = t >> 16;
    data[p + 1] = (t >> 8) & 255;
    data[p + 2] = t & 255;
  }
  return tone;
}
