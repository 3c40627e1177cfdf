// The lines of a cartoon look as a mask (0-1 per pixel): where the simplified photo's lightness
// jumps (Sobel), or where two regions meet, drawn as thick ink, swelling brush strokes, loose
// doubled pencil, wobbly crayon or thin glowing lines. Running sums keep thick lines as cheap as
// thin ones.
import type { ThemeLook } from './cartoon-look.ts';
import { noiseField } from './cartoon-texture.ts';
import { sobel } from './sobel.ts';

/**
 * Box average of a mask over a square of radius `r` (outside the picture counts as 0): rows,
 * then columns kept as running sums while walking down the rows, so memory is read in order.
 */
export function boxMask(mask: Float32Array, width: number, height: number, r: number): Float32Array {
  const radius = Math.round(r);
  if (radius < 1) return mask;
  const inv = 1 / (2 * radius + 1);
  const rows = new Float32Array(mask.length);
  for (let y = 0; y < height; y++) {
    const base = y * width;
    let sum = 0;
    for (let d = 0; d <= radius && d < width; d++) sum += mask[base + d] as number;
    for (let x = 0; x < width; x++) {
      rows[base + x] = sum * inv;
      if (x + radius + 1 < width) sum += mask[base + x + radius + 1] as number;
      if (x - radius >= 0) sum -= mask[base + x - radius] as number;
    }
  }
  const out = new Float32Array(mask.length);
  const column = new Float64Array(width);
  for (let y = 0; y <= radius && y < height; y++)
    for (let x = 0, o = y * width; x < width; x++)
      column[x] = (column[x] as number) + (rows[o + x] as number);
  for (let y = 0; y < height; y++) {
    const o = y * width;
    for (let x = 0; x < width; x++) out[o + x] = (column[x] as number) * inv;
    const add = y + radius + 1;
    if (add < height)
      for (let x = 0, a = add * width; x < width; x++)
        column[x] = (column[x] as number) + (rows[a + x] as number);
    const sub = y - radius;
    if (sub >= 0)
      for (let x = 0, q = sub * width; x < width; x++)
        column[x] = (column[x] as number) - (rows[q + x] as number);
  }
  return out;
}

/** The mask grown by `r` pixels: full strength wherever a line lies within the square. */
function thicken(
  mask: Float32Array,
  width: number,
  height: number,
  r: number,
  strength: number,
): Float32Array {
  if (Math.round(r) < 1) return mask;
  const avg = boxMask(mask, width, height, r);
  for (let i = 0; i < avg.length; i++) avg[i] = (avg[i] as number) > 0.001 ? strength : 0;
  return avg;
}

/** Where the lightness jumps by more than the look's threshold (soft-edged thin lines). */
function lightnessEdges(lum: Float32Array, width: number, height: number, look: ThemeLook): Float32Array {
  const mask = new Float32Array(width * height);
  // The photo's own border (softened by the blur it was drawn with) is no line of the picture.
  const m = Math.min(3, Math.floor(Math.min(width, height) / 8));
  for (let y = Math.max(1, m); y < height - Math.max(1, m); y++)
    for (let x = Math.max(1, m); x < width - Math.max(1, m); x++) {
      const i = y * width + x;
      const mag = sobel(lum, i, width);
      if (mag > look.inkThreshold) mask[i] = Math.min(1, (mag - look.inkThreshold) / 40) * look.ink;
    }
  return mask;
}

/** Pixels with a much lighter neighbour: pixel-art outlines, one big pixel thick on the dark side. */
function darkerSide(lum: Float32Array, width: number, height: number, look: ThemeLook): Float32Array {
  const mask = new Float32Array(width * height);
  const step = look.inkThreshold / 4;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const l = (lum[i] as number) + step;
      if (
        (x > 0 && (lum[i - 1] as number) > l) ||
        (x < width - 1 && (lum[i + 1] as number) > l) ||
        (y > 0 && (lum[i - width] as number) > l) ||
        (y < height - 1 && (lum[i + width] as number) > l)
      )
        mask[i] = look.ink;
    }
  return mask;
}

/** Where neighbouring pixels belong to different regions (one pixel wide). */
function regionEdges(region: Int32Array, width: number, height: number, strength: number): Float32Array {
  const mask = new Float32Array(width * height);
  for (let y = 0; y < height - 1; y++)
    for (let x = 0; x < width - 1; x++) {
      const i = y * width + x;
      if (region[i] !== region[i + 1] || region[i] !== region[i + width]) mask[i] = strength;
    }
  return mask;
}

/**
 * The mask moved by a shift made of a part that changes along the rows and a part that changes
 * along the columns: `dx[y] + dxCol[x]`, `dy[x] + dyRow[y]` (tables, so the loop stays cheap).
 */
function displaced(
  mask: Float32Array,
  width: number,
  height: number,
  shift: { dxRow: Float32Array; dxCol: Float32Array; dyCol: Float32Array; dyRow: Float32Array },
): Float32Array {
  const out = new Float32Array(mask.length);
  for (let y = 0; y < height; y++) {
    const rx = shift.dxRow[y] as number;
    const ry = shift.dyRow[y] as number;
    for (let x = 0; x < width; x++) {
      const sx = Math.round(x - rx - (shift.dxCol[x] as number));
      const sy = Math.round(y - ry - (shift.dyCol[x] as number));
      if (sx >= 0 && sy >= 0 && sx < width && sy < height)
        out[y * width + x] = mask[sy * width + sx] as number;
    }
  }
  return out;
}

/** A table of `f(i)` for i in 0..n-1. */
const table = (n: number, f: (i: number) => number) => Float32Array.from({ length: n }, (_, i) => f(i));

/** The lines and (for glowing looks) the soft glow around them. */
export interface Lines {
  ink: Float32Array;
  glow?: Float32Array;
}

/**
 * The look's line mask for an image whose simplified lightness is `lum` and whose regions are
 * `region`. `unit` is the short edge / 512, so lines look alike at every size.
 */
export function drawLines(
  lum: Float32Array,
  region: Int32Array,
  width: number,
  height: number,
  look: ThemeLook,
  unit: number,
): Lines | undefined {
  if (look.outline === 'none' || look.ink <= 0) return undefined;
  // Sobel lines are about two pixels wide; grow them to the look's width.
  const grow = Math.max(0, (look.inkWidth * unit - 2) / 2);
  if (look.regions === 'blocks') return { ink: darkerSide(lum, width, height, look) };
  switch (look.outline) {
    case 'regions':
      return { ink: thicken(regionEdges(region, width, height, look.ink), width, height, grow, look.ink) };
    case 'brush': {
      // A soft band around each line, cut at a level that drifts along it: the stroke swells and thins.
      const soft = boxMask(lightnessEdges(lum, width, height, look), width, height, grow + unit);
      const level = noiseField(width, height, 28 * unit, 5);
      for (let y = 0, i = 0; y < height; y++)
        for (let x = 0; x < width; x++, i++) {
          const v = soft[i] as number;
          if (v <= 0) continue;
          soft[i] = v > 0.04 + 0.22 * level(x, y) ? look.ink : 0;
        }
      return { ink: soft };
    }
    case 'sketchy': {
      // Two loose strokes either side of each line, each lifted off the paper in places.
      const base = lightnessEdges(lum, width, height, look);
      const off = 2.5 * unit;
      const zeroX = new Float32Array(width);
      const zeroY = new Float32Array(height);
      const a = displaced(base, width, height, {
        dxRow: table(height, (y) => off * Math.sin(y / (37 * unit))),
        dxCol: zeroX,
        dyCol: table(width, () => -off),
        dyRow: zeroY,
      });
      const b = displaced(base, width, height, {
        dxRow: table(height, () => off),
        dxCol: zeroX,
        dyCol: table(width, (x) => off * Math.cos(x / (29 * unit))),
        dyRow: zeroY,
      });
      const liftA = noiseField(width, height, 22 * unit, 8);
      const liftB = noiseField(width, height, 22 * unit, 9);
      for (let y = 0, i = 0; y < height; y++)
        for (let x = 0; x < width; x++, i++) {
          const va = a[i] as number;
          const vb = b[i] as number;
          if (va <= 0 && vb <= 0) continue;
          const keepA = liftA(x, y) > 0.3 ? va : 0;
          const keepB = liftB(x, y) > 0.45 ? vb * 0.7 : 0;
          a[i] = Math.max(keepA, keepB);
        }
      return { ink: a };
    }
    case 'wobbly': {
      const amp = 3 * unit;
      const base = thicken(lightnessEdges(lum, width, height, look), width, height, grow, look.ink);
      return {
        ink: displaced(base, width, height, {
          dxRow: table(height, (y) => amp * 0.7 * Math.sin(y / (11 * unit))),
          dxCol: table(width, (x) => amp * 0.3 * Math.sin(x / (41 * unit))),
          dyCol: table(width, (x) => amp * 0.7 * Math.sin(x / (13 * unit) + 1.7)),
          dyRow: table(height, (y) => amp * 0.3 * Math.sin(y / (37 * unit))),
        }),
      };
    }
    case 'glow': {
      const ink = thicken(lightnessEdges(lum, width, height, look), width, height, grow, look.ink);
      return { ink, glow: boxMask(thicken(ink, width, height, unit, 1), width, height, 5 * unit) };
    }
    default:
      return { ink: thicken(lightnessEdges(lum, width, height, look), width, height, grow, look.ink) };
  }
}
