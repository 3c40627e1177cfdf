// The pixel work of the cartoon looks, in order: cut the photo into regions (the slow filters
// run at half size on large pictures), map the regions to the look's tones, shade them, draw the
// lines, simplify the background on request, then lay the texture on top. Pixel art does it all
// on its grid of big pixels and scales up without smoothing.

import { parseHex } from '../color.ts';
import type { ThemeLook } from './cartoon-look.ts';
import { drawLines } from './cartoon-outline.ts';
import { blocks, boxBlur, cells, kuwahara, type Raster } from './cartoon-regions.ts';
import { double, half } from './cartoon-resample.ts';
import { applyShading } from './cartoon-shading.ts';
import { applyTexture } from './cartoon-texture.ts';
import { mapTones } from './cartoon-tones.ts';

/** What the filter does besides the look. */
export interface FilterExtras {
  /** Turn everything outside a central ellipse into the look's flat backdrop colour. */
  simplifyBackground?: boolean;
  /** Saturation applied after mapping (the user's colour intensity): <1 muted, >1 vivid. */
  intensity?: number;
}

const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

/** Weight (0-1) of the background at (x, y): 0 inside a central ellipse, 1 well outside it. */
export function backgroundWeight(x: number, y: number, width: number, height: number): number {
  const dx = (x - width / 2) / (width * 0.36);
  const dy = (y - height * 0.48) / (height * 0.44);
  const d = dx * dx + dy * dy;
  return d <= 1 ? 0 : Math.min(1, (d - 1) / 0.35);
}

/** Cuts the photo into the look's regions, in place; returns the cell of each pixel for panes. */
function simplify(image: Raster, look: ThemeLook, unit: number): Int32Array | undefined {
  const short = Math.min(image.width, image.height);
  if (look.regions === 'cells') return cells(image, Math.round(short * look.regionSize));
  const radius = look.regionSize * unit;
  // Large pictures are smoothed at half size (a quarter of the work), then scaled back smoothly:
  // the tones are cut at full size, so their borders stay sharp.
  const small = short >= 600 ? half(image) : image;
  const r = small === image ? radius : radius / 2;
  if (look.regions === 'kuwahara') kuwahara(small, r);
  else boxBlur(small, r);
  if (small !== image) double(small, image);
  return undefined;
}

/** Applies the cartoon look in place to RGBA pixels of a `width`×`height` image. */
export function applyThemeLook(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  look: ThemeLook,
  extras: FilterExtras = {},
): void {
  if (look.regions === 'blocks') {
    const block = Math.max(2, Math.round(Math.min(width, height) * look.regionSize));
    const cols = Math.ceil(width / block);
    const rows = Math.ceil(height / block);
    blocks({ data, width, height }, block);
    // One sample per block, styled at that size (lines one big pixel thick), then scaled back.
    const grid = new Uint8ClampedArray(cols * rows * 4);
    for (let y = 0; y < rows; y++)
      for (let x = 0; x < cols; x++)
        grid.set(
          data.subarray((y * block * width + x * block) * 4, (y * block * width + x * block) * 4 + 4),
          (y * cols + x) * 4,
        );
    style({ data: grid, width: cols, height: rows }, look, extras, 1 / 512, undefined);
    for (let y = 0, p = 0; y < height; y++) {
      const row = ((y / block) | 0) * cols;
      for (let x = 0; x < width; x++, p += 4) {
        const s = (row + ((x / block) | 0)) * 4;
        data[p] = grid[s] as number;
        data[p + 1] = grid[s + 1] as number;
        data[p + 2] = grid[s + 2] as number;
      }
    }
    return;
  }
  const image = { data, width, height };
  const unit = Math.min(width, height) / 512;
  const panes = simplify(image, look, unit);
  style(image, look, extras, unit, panes);
  applyTexture(data, width, height, look.texture, look.textureAmount, unit * (look.textureScale ?? 1));
}

/** Tones, shading, lines, background and colour intensity over simplified pixels. */
function style(image: Raster, look: ThemeLook, extras: FilterExtras, unit: number, panes?: Int32Array): void {
  const { data, width, height } = image;
  const n = width * height;
  const lum = new Float32Array(n);
  for (let i = 0, p = 0; i < n; i++, p += 4)
    lum[i] = luma(data[p] as number, data[p + 1] as number, data[p + 2] as number);
  const tones = mapTones(data, n, look);
  applyShading(image, tones, look.shading, unit);
  const lines = drawLines(lum, panes ?? tones, width, height, look, unit);
  const inkRgb = parseHex(look.inkColor);
  const glowRgb = parseHex(look.glow ?? look.inkColor);
  const backdrop = parseHex(look.backdrop);
  const intensity = extras.intensity ?? 1;
  const colored = look.outline === 'colored';
  // Each pass touches only what it changes: most pixels have no line and the background stays.
  const bg = extras.simplifyBackground ? new Float32Array(n) : undefined;
  if (bg)
    for (let y = 0, i = 0; y < height; y++)
      for (let x = 0; x < width; x++, i++) {
        const w = backgroundWeight(x, y, width, height);
        if (w <= 0) continue;
        bg[i] = w;
        const p = i * 4;
        data[p] = (data[p] as number) + (backdrop.r - (data[p] as number)) * w;
        data[p + 1] = (data[p + 1] as number) + (backdrop.g - (data[p + 1] as number)) * w;
        data[p + 2] = (data[p + 2] as number) + (backdrop.b - (data[p + 2] as number)) * w;
      }
  if (lines)
    for (let i = 0; i < n; i++) {
      const gl = lines.glow ? Math.min(1, (lines.glow[i] as number) * 2.2) * 0.8 : 0;
      const k = lines.ink[i] as number;
      if (gl <= 0 && k <= 0) continue;
      const keep = 1 - (bg ? (bg[i] as number) : 0);
      const p = i * 4;
      let r = data[p] as number;
      let g = data[p + 1] as number;
      let b = data[p + 2] as number;
      r += (glowRgb.r - r) * gl * keep;
      g += (glowRgb.g - g) * gl * keep;
      b += (glowRgb.b - b) * gl * keep;
      r += ((colored ? r * 0.45 : inkRgb.r) - r) * k * keep;
      g += ((colored ? g * 0.4 : inkRgb.g) - g) * k * keep;
      b += ((colored ? b * 0.5 : inkRgb.b) - b) * k * keep;
      data[p] = r;
      data[p + 1] = g;
      data[p + 2] = b;
    }
  if (intensity !== 1)
    for (let p = 0; p < data.length; p += 4) {
      const r = data[p] as number;
      const g = data[p + 1] as number;
      const b = data[p + 2] as number;
      const m = luma(r, g, b);
      data[p] = m + (r - m) * intensity;
      data[p + 1] = m + (g - m) * intensity;
      data[p + 2] = m + (b - m) * intensity;
    }
}
