// Helpers for the render tests: synthetic photos and pixel measurements (test-only).

import { seededRandom } from '@mergepix/core';
import sharp from 'sharp';

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

/** A PNG of one flat colour. */
export function solidPng(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** An image as the data URL the generation payloads carry. */
export const dataUrl = (bytes: Buffer, type = 'image/png'): string =>
  `data:${type};base64,${bytes.toString('base64')}`;

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

/**
 * A deterministic portrait-like JPEG: sky, hedges, a sun, a face with hair, eyes and a smile, a
 * red shirt, and sensor noise. Edges and flat regions like a real photo of a person outdoors.
 */
export async function makePortrait(width: number, height: number, seed = 1): Promise<Buffer> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const c = createCanvas(width, height);
  const g = c.getContext('2d');
  const [w, h] = [width, height];
  const sky = g.createLinearGradient(0, 0, 0, h);
  sky.addColorStop(0, '#6fa8dc');
  sky.addColorStop(0.6, '#cfe2f3');
  sky.addColorStop(1, '#93c47d');
  g.fillStyle = sky;
  g.fillRect(0, 0, w, h);
  g.fillStyle = '#38761d';
  for (let i = 0; i < 6; i++) {
    g.beginPath();
    g.arc((i * w) / 5, h * 0.72, w * 0.12, 0, Math.PI * 2);
    g.fill();
  }
  g.fillStyle = '#6aa84f';
  g.fillRect(0, h * 0.75, w, h);
  g.fillStyle = '#ffd966';
  g.beginPath();
  g.arc(w * 0.85, h * 0.15, w * 0.07, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#cc0000';
  g.beginPath();
  g.ellipse(w / 2, h * 1.02, w * 0.3, h * 0.3, 0, 0, Math.PI * 2);
  g.fill();
  const skin = g.createRadialGradient(w * 0.45, h * 0.4, 5, w / 2, h * 0.45, w * 0.2);
  skin.addColorStop(0, '#f9cb9c');
  skin.addColorStop(1, '#c27b5a');
  g.fillStyle = skin;
  g.fillRect(w * 0.45, h * 0.55, w * 0.1, h * 0.15);
  g.beginPath();
  g.ellipse(w / 2, h * 0.45, w * 0.15, h * 0.19, 0, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#3d2314';
  g.beginPath();
  g.ellipse(w / 2, h * 0.32, w * 0.17, h * 0.1, 0, Math.PI, Math.PI * 2);
  g.fill();
  for (const [fill, r] of [
    ['#ffffff', 0.03],
    ['#274e13', 0.013],
  ] as const) {
    g.fillStyle = fill;
    for (const x of [0.44, 0.56]) {
      g.beginPath();
      g.ellipse(w * x, h * 0.43, w * r, h * Math.min(r, 0.02), 0, 0, Math.PI * 2);
      g.fill();
    }
  }
  g.strokeStyle = '#7f2a1a';
  g.lineWidth = w * 0.01;
  g.beginPath();
  g.arc(w / 2, h * 0.5, w * 0.05, 0.2, Math.PI - 0.2);
  g.stroke();
  const random = seededRandom(seed);
  const img = g.getImageData(0, 0, w, h);
  for (let i = 0; i < img.data.length; i += 4) {
    const n = (random() - 0.5) * 30;
    img.data[i] = (img.data[i] ?? 0) + n;
    img.data[i + 1] = (img.data[i + 1] ?? 0) + n;
    img.data[i + 2] = (img.data[i + 2] ?? 0) + n;
  }
  g.putImageData(img, 0, 0);
  return c.toBuffer('image/jpeg');
}
