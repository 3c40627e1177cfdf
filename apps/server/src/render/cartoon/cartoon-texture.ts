// Surface textures of the cartoon looks, drawn in place over RGBA pixels: halftone dots,
// pencil hatching, film grain, paper fibres, waxy crayon streaks, scanlines, watercolour wash and
// a drafting grid, big print dots, wood grain and fingerprints in clay.
import type { Texture } from './cartoon-look.ts';

/** A hash of two integers and a seed to [0, 1): stable noise without a table. */
export function hash2(x: number, y: number, seed = 0): number {
  let h = Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1) ^ Math.imul(seed | 0, 0x9e3779b9);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * Smooth value noise in [0, 1) with features about `cell` pixels wide, its lattice hashed once
 * for a `width`×`height` picture (it wraps beyond it): one table lookup where a hash cost four.
 */
export function noiseField(
  width: number,
  height: number,
  cell: number,
  seed = 0,
): (x: number, y: number) => number {
  const cols = Math.ceil(width / cell) + 2;
  const rows = Math.ceil(height / cell) + 2;
  const lattice = new Float32Array(cols * rows);
  for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) lattice[j * cols + i] = hash2(i, j, seed);
  const inv = 1 / cell;
  return (x, y) => {
    const fx = x * inv;
    const fy = y * inv;
    const ix = Math.floor(fx);
    const iy = Math.floor(fy);
    const tx = fx - ix;
    const ty = fy - iy;
    const sx = tx * tx * (3 - 2 * tx);
    const sy = ty * ty * (3 - 2 * ty);
    const c0 = ((ix % cols) + cols) % cols;
    const r0 = (((iy % rows) + rows) % rows) * cols;
    const c1 = c0 + 1 === cols ? 0 : c0 + 1;
    const r1 = r0 + cols === cols * rows ? 0 : r0 + cols;
    const a = lattice[r0 + c0] as number;
    const b = lattice[r0 + c1] as number;
    const c = lattice[r1 + c0] as number;
    const d = lattice[r1 + c1] as number;
    return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
  };
}

type Pixel = (p: number, x: number, y: number, l: number) => void;

function eachPixel(data: Uint8ClampedArray, width: number, height: number, fn: Pixel): void {
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      const l =
        0.299 * (data[p] as number) + 0.587 * (data[p + 1] as number) + 0.114 * (data[p + 2] as number);
      fn(p, x, y, l);
    }
  }
}

function scale(data: Uint8ClampedArray, p: number, k: number, add = 0): void {
  data[p] = (data[p] as number) * k + add;
  data[p + 1] = (data[p + 1] as number) * k + add;
  data[p + 2] = (data[p + 2] as number) * k + add;
}

function toward(data: Uint8ClampedArray, p: number, r: number, g: number, b: number, t: number): void {
  data[p] = (data[p] as number) * (1 - t) + r * t;
  data[p + 1] = (data[p + 1] as number) * (1 - t) + g * t;
  data[p + 2] = (data[p + 2] as number) * (1 - t) + b * t;
}

/**
 * Draws `texture` with strength `amount` (0-1) over RGBA pixels. `unit` is the size of one
 * texture pixel at this resolution (short edge / 512), so a texture looks the same at any size.
 */
export function applyTexture(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  texture: Texture,
  amount: number,
  unit: number,
): void {
  if (texture === 'none' || amount <= 0) return;
  const u = Math.max(1, unit);
  switch (texture) {
    case 'halftone': {
      // Dots on a 45° grid, bigger where the picture is darker, like printed comics.
      const cell = 7 * u;
      const c = Math.SQRT1_2;
      eachPixel(data, width, height, (p, x, y, l) => {
        const rx = (x * c + y * c) / cell;
        const ry = (y * c - x * c) / cell;
        const dx = rx - Math.round(rx);
        const dy = ry - Math.round(ry);
        // Only the shadows and mid tones are screened; the light parts stay flat.
        const radius = 0.7 * Math.sqrt(Math.max(0, 0.75 - l / 255));
        if (dx * dx + dy * dy < radius * radius) scale(data, p, 1 - 0.55 * amount);
      });
      return;
    }
    case 'dots': {
      // Big even dots on a square grid over the light parts, like enlarged print dots.
      const cell = 9 * u;
      const radius = cell * 0.3;
      eachPixel(data, width, height, (p, x, y, l) => {
        if (l < 110) return;
        const dx = (x % cell) - cell / 2;
        const dy = (y % cell) - cell / 2;
        if (dx * dx + dy * dy < radius * radius) scale(data, p, 1 - 0.45 * amount);
      });
      return;
    }
    case 'woodgrain': {
      // The grain of the block: long wavy lines across the print.
      const gap = 15 * u;
      const col = Float32Array.from(
        { length: width },
        (_, x) => 4 * u * Math.sin(x / (45 * u)) + 2 * u * Math.sin(x / (13 * u)),
      );
      const row = Float32Array.from({ length: height }, (_, y) => y + 3 * u * Math.sin(y / (70 * u)));
      const k = 1 - 0.35 * amount;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const wave = (row[y] as number) + (col[x] as number) + gap * 8;
          if (wave % gap < 1.3 * u) scale(data, (y * width + x) * 4, k);
        }
      return;
    }
    case 'hatching': {
      // Diagonal pencil strokes, crossed in the mid tones and crossed again in the shadows.
      const gap = 5 * u;
      const line = 1.1 * u;
      const wobbleAt = noiseField(width, height, 24 * u, 7);
      eachPixel(data, width, height, (p, x, y, l) => {
        const wobble = (wobbleAt(x, y) - 0.5) * 2 * u;
        let strokes = 0;
        if (l < 215 && (x + y + wobble) % gap < line) strokes++;
        if (l < 150 && (((x - y + wobble) % gap) + gap) % gap < line) strokes++;
        if (l < 90 && (x + wobble) % (gap * 0.7) < line) strokes++;
        if (strokes) scale(data, p, 1 - Math.min(0.8, 0.32 * strokes * amount));
      });
      return;
    }
    case 'grain': {
      eachPixel(data, width, height, (p, x, y) => {
        const n = (hash2(x, y, 3) - 0.5) * 90 * amount;
        scale(data, p, 1, n);
      });
      return;
    }
    case 'paper': {
      // Soft blotches plus short horizontal fibres.
      const blotchAt = noiseField(width, height, 40 * u, 11);
      const fibreAt = noiseField(width, height, 30 * u, 12);
      eachPixel(data, width, height, (p, x, y) => {
        const blotch = blotchAt(x, y) - 0.5;
        const fibre = fibreAt(x, y * 6) > 0.82 ? 0.5 : 0;
        scale(data, p, 1 + (blotch * 0.22 - fibre * 0.12) * amount);
      });
      return;
    }
    case 'crayon': {
      // Wax skips over the paper's tooth: white flecks along slanted strokes.
      const strokeAt = noiseField(width, height, 3 * u, 21);
      eachPixel(data, width, height, (p, x, y) => {
        const stroke = strokeAt(x + y * 0.45, y - x * 0.2);
        const tooth = hash2(x >> 1, y >> 1, 22);
        if (stroke > 0.72 || tooth > 1 - 0.18 * amount) toward(data, p, 255, 255, 250, 0.75 * amount);
      });
      return;
    }
    case 'scanlines': {
      const period = 3 * u;
      eachPixel(data, width, height, (p, _x, y) => {
        if (y % period < u) scale(data, p, 1 - 0.5 * amount);
      });
      return;
    }
    case 'grid': {
      // A faint drafting grid with a stronger line every fourth.
      const cell = 10 * u;
      eachPixel(data, width, height, (p, x, y) => {
        const major = x % (cell * 4) < u || y % (cell * 4) < u;
        if (major || x % cell < u * 0.6 || y % cell < u * 0.6)
          toward(data, p, 200, 225, 255, (major ? 0.5 : 0.25) * amount);
      });
      return;
    }
    case 'fingerprints': {
      // Whorls pressed into the clay: rings around scattered centres.
      const cell = 60 * u;
      const ridge = 4 * u;
      const k = 1 - 0.3 * amount;
      const reach = (cell * 0.45) ** 2;
      for (let y = 0; y < height; y++) {
        const cy = Math.floor(y / cell);
        for (let x = 0; x < width; x++) {
          const cx = Math.floor(x / cell);
          const dx = (x - (cx + 0.2 + 0.6 * hash2(cx, cy, 41)) * cell) * 1.3;
          const dy = y - (cy + 0.2 + 0.6 * hash2(cx, cy, 42)) * cell;
          const d2 = dx * dx + dy * dy;
          if (d2 < reach && Math.sqrt(d2) % ridge < u) scale(data, (y * width + x) * 4, k);
        }
      }
      return;
    }
    case 'wash': {
      // Watercolour: pigment pools in blotches and the paper shows through elsewhere.
      const poolAt = noiseField(width, height, 60 * u, 31);
      const detailAt = noiseField(width, height, 14 * u, 32);
      eachPixel(data, width, height, (p, x, y) => {
        const pool = poolAt(x, y) * 0.7 + detailAt(x, y) * 0.3;
        if (pool > 0.5) scale(data, p, 1 - (pool - 0.5) * 0.5 * amount);
        else toward(data, p, 252, 248, 238, (0.5 - pool) * 1.3 * amount);
      });
      return;
    }
  }
}
