// Colours of a scene: the sky per time of day, the light that tints land and subjects, the accent
// pairs subjects wear per palette mood, and the finishing grade a mood lays over the picture.

import { pick, type Random } from '@mergepix/core';
import { alpha, lighten } from '../color.ts';
import type { Ctx } from '../surface.ts';
import type { Mood, TimeOfDay } from './scene-lexicon.ts';

/** Sky gradient (top, middle, horizon), the tone laid over land and subjects, and the sun's colour. */
export interface TimeLight {
  sky: [string, string, string];
  tone: string;
  toneAmount: number;
  sun: string;
}

export const TIME_LIGHT: Record<TimeOfDay, TimeLight> = {
  dawn: { sky: ['#7282c9', '#f4b4b4', '#ffe3b3'], tone: '#ff9fae', toneAmount: 0.12, sun: '#fff1c9' },
  noon: { sky: ['#3d8fe0', '#87c6f2', '#e2f3ff'], tone: '#ffffff', toneAmount: 0, sun: '#fff7d6' },
  sunset: { sky: ['#37397e', '#e2788c', '#ffb462'], tone: '#ff7a3d', toneAmount: 0.2, sun: '#ffd27a' },
  night: { sky: ['#050920', '#111c46', '#27396b'], tone: '#0a1238', toneAmount: 0.5, sun: '#f4f1dc' },
};

/** A neon scene glows under a purple sky whatever the hour. */
const NEON_SKY: [string, string, string] = ['#12042a', '#3b0b62', '#ff2e97'];

const ACCENTS: Record<Mood | 'natural', ReadonlyArray<[string, string]>> = {
  natural: [
    ['#e63946', '#457b9d'],
    ['#ff8c42', '#2a9d8f'],
    ['#ffb703', '#6a4c93'],
    ['#ef476f', '#118ab2'],
    ['#f4a261', '#3a6ea5'],
    ['#8ac926', '#1982c4'],
  ],
  pastel: [
    ['#ffadc6', '#a0c4ff'],
    ['#ffd6a5', '#bdb2ff'],
    ['#b9fbc0', '#ffc6ff'],
  ],
  neon: [
    ['#ff2bd6', '#19f0ff'],
    ['#faff00', '#ff3864'],
    ['#39ff14', '#b026ff'],
  ],
  warm: [
    ['#e76f51', '#f4a261'],
    ['#d62828', '#fcbf49'],
  ],
  cool: [
    ['#277da1', '#90e0ef'],
    ['#4361ee', '#4cc9f0'],
  ],
  monochrome: [['#555555', '#999999']],
  vintage: [['#b5651d', '#5f7470']],
  vibrant: [
    ['#ff006e', '#3a86ff'],
    ['#ffbe0b', '#8338ec'],
    ['#fb5607', '#06d6a0'],
  ],
};

/** The two accent colours subjects wear: the prompt's colours first, then the mood's seeded pair. */
export function pickAccents(
  random: Random,
  mood: Mood | undefined,
  colors: readonly string[],
): [string, string] {
  const [a, b] = pick(random, ACCENTS[mood ?? 'natural']);
  return [colors[0] ?? a, colors[1] ?? (colors[0] === b ? a : b)];
}

/** The sky colours of a time of day under a mood. */
export function skyColors(time: TimeOfDay, mood: Mood | undefined): [string, string, string] {
  if (mood === 'neon') return NEON_SKY;
  const sky = TIME_LIGHT[time].sky;
  if (mood === 'pastel') return sky.map((c) => lighten(c, 0.35)) as [string, string, string];
  return sky;
}

/** Lays a mood's finishing grade over the whole picture (monochrome, sepia, warm, cool, pastel). */
export function gradeMood(ctx: Ctx, w: number, h: number, mood: Mood | undefined): void {
  const fill = (op: Ctx['globalCompositeOperation'], color: string) => {
    ctx.globalCompositeOperation = op;
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, w, h);
  };
  ctx.save();
  if (mood === 'monochrome' || mood === 'vintage') fill('saturation', '#808080');
  if (mood === 'monochrome') fill('soft-light', alpha('#ffffff', 0.15));
  if (mood === 'vintage') {
    fill('multiply', '#f0d9b0');
    fill('soft-light', alpha('#7a4b1e', 0.4));
  }
  if (mood === 'warm') fill('soft-light', alpha('#ff8a3c', 0.55));
  if (mood === 'cool') fill('soft-light', alpha('#3c7cff', 0.55));
  if (mood === 'pastel') fill('screen', alpha('#ffe9f3', 0.28));
  ctx.restore();
}
