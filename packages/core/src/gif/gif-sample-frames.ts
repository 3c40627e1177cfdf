import { type TextLayer, textLayer } from '../text/text-layer.ts';

// Synthetic "photographic" frames for the encoder's tests, the browser test and bench/gif.ts:
// a landscape of smooth multi-octave value noise in natural colours (sky, clouds, sun glow,
// hills, grass with grain), soft out-of-focus discs and a vignette, panning slightly from frame
// to frame, with a greeting drawn over it by the caller (the text renderer needs a canvas). It is
// ours, deterministic, and identical in Node and in the browser, so every encoder is measured on
// the same pixels. Not exported from the package index: tests and benches import it by path.

/** A pseudo-random value in [0, 1) for a lattice point (integer hash, same on every engine). */
function lattice(x: number, y: number, seed: number): number {
  // Murmur3's finalizer over the mixed coordinates: no visible rows or diagonals.
  let h = Math.imul(x, 0x27d4eb2d) ^ Math.imul(y + 0x165667b1, 0x9e3779b1) ^ Math.imul(seed, 0x85ebca77);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
}

/** Smoothly interpolated value noise in [0, 1). */
function noise(x: number, y: number, seed: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const fx = x - xi;
  const fy = y - yi;
  const u = fx * fx * (3 - 2 * fx);
  const v = fy * fy * (3 - 2 * fy);
  const a = lattice(xi, yi, seed);
  const b = lattice(xi + 1, yi, seed);
  const c = lattice(xi, yi + 1, seed);
  const d = lattice(xi + 1, yi + 1, seed);
  return a + (b - a) * u + (c - a) * v + (a - b - c + d) * u * v;
}

/** Fractal noise: `octaves` layers of noise, each twice as fine and half as strong. */
function fbm(x: number, y: number, seed: number, octaves: number): number {
  let sum = 0;
  let amp = 1;
  let norm = 0;
  for (let o = 0; o < octaves; o++) {
    sum += amp * noise(x, y, seed + o * 17);
    norm += amp;
    amp *= 0.5;
    x *= 2.03;
    y *= 2.03;
  }
  return sum / norm;
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t;
const clamp01 = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t);
const smooth = (e0: number, e1: number, x: number) => {
  const t = clamp01((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};

const DISCS = [
  { x: 0.18, y: 0.3, r: 0.09, dx: 7, dy: 2, color: [255, 128, 150] },
  { x: 0.55, y: 0.22, r: 0.07, dx: -5, dy: 3, color: [130, 205, 255] },
  { x: 0.82, y: 0.62, r: 0.11, dx: -4, dy: -3, color: [255, 205, 90] },
  { x: 0.35, y: 0.75, r: 0.06, dx: 6, dy: -2, color: [190, 150, 255] },
] as const;

const FLOWERS = [
  [220, 40, 50],
  [245, 200, 40],
  [150, 80, 200],
  [240, 240, 230],
  [250, 120, 30],
] as const;

/**
 * Frame `index` of the sample animation, `width`×`height` RGBA. Each frame pans the landscape a
 * few pixels and moves the discs, as a short clip of a real scene would.
 */
export function sampleGifFrame(width: number, height: number, index: number): Uint8ClampedArray<ArrayBuffer> {
  const rgba = new Uint8ClampedArray(width * height * 4);
  const scale = 600 / Math.max(width, height);
  const pan = index * 3;
  const sun = { x: 0.74 * width, y: 0.2 * height, r: 0.35 * Math.max(width, height) };
  for (let y = 0; y < height; y++) {
    const sy = y * scale;
    for (let x = 0; x < width; x++) {
      const sx = x * scale + pan;
      // Hills: a horizon that wanders with low-frequency noise.
      const horizon = 0.42 * 400 + 70 * (fbm(sx / 260, 3.5, 1, 3) - 0.5);
      let r: number;
      let g: number;
      let b: number;
      if (sy < horizon + 2) {
        const t = clamp01(sy / horizon);
        // Towards the sun the sky warms to a late-afternoon orange.
        const warm = clamp01(1 - Math.hypot(x - sun.x, y - sun.y) / (sun.r * 1.6));
        r = mix(mix(62, 196, t), 250, warm * 0.55);
        g = mix(mix(120, 218, t), 190, warm * 0.45);
        b = mix(mix(198, 236, t), 140, warm * 0.5);
        const cloud = smooth(0.48, 0.78, fbm((sx + pan) / 140, sy / 55, 7, 5));
        r = mix(r, 246, cloud * 0.9);
        g = mix(g, 244, cloud * 0.9);
        b = mix(b, 240, cloud * 0.9);
      } else {
        const depth = clamp01((sy - horizon) / (400 - horizon));
        const meadow = fbm(sx / 90, sy / 45, 3, 5);
        const soil = smooth(0.55, 0.7, fbm(sx / 150, sy / 70, 5, 4));
        r = mix(mix(38, 148, meadow), 128, soil * 0.8);
        g = mix(mix(82, 168, meadow), 96, soil * 0.8);
        b = mix(mix(30, 62, meadow), 62, soil * 0.8);
        // Distant hills fade into haze; the foreground has grain like grass in a photo.
        const haze = (1 - smooth(0, 0.25, depth)) * 0.45;
        r = mix(r, 170, haze);
        g = mix(g, 190, haze);
        b = mix(b, 205, haze);
        const grain = (fbm(sx / 2.2, sy / 2.2, 11, 2) - 0.5) * 46 * (0.3 + depth);
        r += grain;
        g += grain;
        b += grain * 0.6;
        // Wild flowers in the foreground, each patch its own colour.
        const bloom = smooth(0.62, 0.74, noise(sx / 5, sy / 5, 13)) * depth;
        if (bloom > 0) {
          const flower = FLOWERS[Math.floor(noise(sx / 40, sy / 25, 17) * FLOWERS.length)] ?? FLOWERS[0];
          const shade = 0.75 + 0.5 * noise(sx / 1.5, sy / 1.5, 19);
          r = mix(r, flower[0] * shade, bloom);
          g = mix(g, flower[1] * shade, bloom);
          b = mix(b, flower[2] * shade, bloom);
        }
      }
      // Soft edge between sky and hills.
      const edge = 1 - smooth(0, 2.5, Math.abs(sy - horizon));
      if (edge > 0) {
        r = mix(r, 150, edge * 0.3);
        g = mix(g, 170, edge * 0.3);
        b = mix(b, 170, edge * 0.3);
      }
      const glow = Math.max(0, 1 - Math.hypot(x - sun.x, y - sun.y) / sun.r);
      r += 90 * glow * glow;
      g += 70 * glow * glow;
      b += 30 * glow * glow;
      for (const d of DISCS) {
        const cx = d.x * width + d.dx * index;
        const cy = d.y * height + d.dy * index;
        const radius = d.r * Math.max(width, height);
        const a = 0.38 * (1 - smooth(radius * 0.75, radius, Math.hypot(x - cx, y - cy)));
        if (a > 0) {
          r = mix(r, d.color[0], a);
          g = mix(g, d.color[1], a);
          b = mix(b, d.color[2], a);
        }
      }
      const vx = x / width - 0.5;
      const vy = y / height - 0.5;
      const vignette = 1 - 0.55 * (vx * vx + vy * vy);
      const o = (y * width + x) * 4;
      rgba[o] = r * vignette;
      rgba[o + 1] = g * vignette;
      rgba[o + 2] = b * vignette;
      rgba[o + 3] = 255;
    }
  }
  return rgba;
}

/** The greeting drawn over the sample frames: bold, white with a dark outline, like a real card. */
export function sampleGifGreeting(width: number, height: number, fontFamily = 'sans-serif'): TextLayer {
  return textLayer(
    'Hi Zoë!',
    { x: width * 0.08, y: height * 0.55, width: width * 0.84, height: height * 0.3 },
    {
      fontFamily,
      fontSize: Math.round(height * 0.2),
      fontWeight: 800,
      color: '#ffffff',
      strokeWidth: Math.max(2, Math.round(height / 100)),
      strokeColor: '#1e1b4b',
      textCase: 'none',
    },
  );
}
