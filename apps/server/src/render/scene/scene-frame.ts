// The state every layer of a scene paints with: canvas, size, the chosen setting, time and mood,
// the lines things stand on, and the lights painted after the time-of-day tone.

import type { Random } from '@mergepix/core';
import { alpha } from '../color.ts';
import type { Ctx } from '../surface.ts';
import type { Mood, SettingId, TimeOfDay } from './scene-lexicon.ts';

/** A box in pixels. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Everything a layer needs to paint consistently. */
export interface SceneFrame {
  ctx: Ctx;
  w: number;
  h: number;
  /** min(w, h): sizes are shares of it, so every aspect ratio looks alike. */
  unit: number;
  random: Random;
  setting: SettingId;
  time: TimeOfDay;
  mood?: Mood;
  /** Night, or a neon scene: windows, screens and lamps glow. */
  dark: boolean;
  /** Where land meets sky (or the floor meets the wall indoors), in px from the top. */
  horizon: number;
  /** Indoors with table things, the top of the desk in front; outdoors none (they go on a blanket). */
  surface?: number;
  /** Sea band of a beach: boats float on its top, fish jump from it. */
  water?: { top: number; bottom: number };
  /** Indoors, the window the sky shows through. */
  window?: Box;
  /** Where the sun or moon sits. */
  sun: { x: number; y: number; r: number };
  /** Painted after the land's tone and before the subjects, so night never dims them (lit windows, neon lines). */
  lights: Array<() => void>;
  /** Painted over the subjects too (falling snow, light rays and bubbles under the sea). */
  overlays: Array<() => void>;
  /** A reference photo is the backdrop: the subjects step aside to its edges, leaving its middle. */
  photo?: boolean;
  /** How tall foreground subjects may be: the unit, or more of a tall picture's height. */
  reach: number;
}

/** A soft round glow of a hex colour (a lamp, a lit window's halo). */
export function glow(ctx: Ctx, x: number, y: number, r: number, color: string, strength = 0.5): void {
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, alpha(color, strength));
  g.addColorStop(1, alpha(color, 0));
  ctx.fillStyle = g;
  ctx.fillRect(x - r, y - r, r * 2, r * 2);
}

/** A vertical gradient from `top` at y = `from` (the horizon unless given) to `bottom` at the bottom edge. */
export function groundGradient(f: SceneFrame, top: string, bottom: string, from = f.horizon) {
  const g = f.ctx.createLinearGradient(0, from, 0, f.h);
  g.addColorStop(0, top);
  g.addColorStop(1, bottom);
  return g;
}

/**
 * Fills the band under an edge across the whole width down to the bottom: the edge runs through
 * `steps` + 1 evenly spaced points, point i at height `edgeY(i)`.
 */
export function fillBelow(
  f: SceneFrame,
  fill: string | ReturnType<Ctx['createLinearGradient']>,
  steps: number,
  edgeY: (i: number) => number,
): void {
  const { ctx, w, h } = f;
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.moveTo(0, h);
  for (let i = 0; i <= steps; i++) ctx.lineTo((i / steps) * w, edgeY(i));
  ctx.lineTo(w, h);
  ctx.fill();
}
