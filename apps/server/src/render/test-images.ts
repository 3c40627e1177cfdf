// Helpers for the render tests: synthetic photos and pixel measurements (test-only).
import sharp from 'sharp';
import { seededRandom } from './random.ts';

/** A deterministic photo-like JPEG: smooth colour gradients, a few shapes and sensor noise. */
export async function makePhoto(width: number, height: number, seed = 1): Promise<Buffer> {
  const random = seededRandom(seed);
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const disc = Math.hypot(x - width * 0.5, y - height * 0.45) < Math.min(width, height) * 0.25;
      const n = (random() - 0.5) * 40;
      data[i] = (disc ? 220 : (x / width) * 200) + n;
      data[i + 1] = (disc ? 150 : (y / height) * 180 + 40) + n;
      data[i + 2] = (disc ? 90 : 255 - (x / width) * 160) + n;
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Format and size of an encoded image. */
export async function imageInfo(
  bytes: Buffer,
): Promise<{ format?: string; width?: number; height?: number }> {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

/** Mean luminance (0-255) of an image. */
export async function meanLuminance(bytes: Buffer): Promise<number> {
  const { channels } = await sharp(bytes).stats();
  const [r, g, b] = channels.map((c) => c.mean);
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** Number of distinct RGB colours in an image. */
export async function distinctColors(bytes: Buffer): Promise<number> {
  const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const seen = new Set<number>();
  for (let i = 0; i < data.length; i += 3)
    seen.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
  return seen.size;
}

/** Mean absolute channel difference of two same-sized images within a region (default: all). */
export async function pixelDifference(
  a: Buffer,
  b: Buffer,
  region?: { left: number; top: number; width: number; height: number },
): Promise<number> {
  const raw = (img: Buffer) => {
    const s = sharp(img).removeAlpha();
    return (region ? s.extract(region) : s).raw().toBuffer();
  };
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs((x[i] ?? 0) - (y[i] ?? 0));
  return sum / x.length;
}
