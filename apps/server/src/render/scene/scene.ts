// The offline AI image: a scene composed from the prompt's nouns (docs/product.md#ai-image-and-crazy-image).
// The prompt is read into subjects, a setting, a time of day and a palette (scene-parse.ts); the
// picture depends on that reading only, so two prompts that mean the same draw the same, and no
// word of the prompt is lettered unless the prompt asks for words in the picture.

import { hashString, type Random, seededRandom } from '@mergepix/core';
import { resolveSize, type SizedInput } from '../size.ts';
import { coverWithReference, createSurface, encodeJpeg } from '../surface.ts';
import { resolveScene, type SceneChoices } from './scene-choices.ts';
import type { SceneFrame } from './scene-frame.ts';
import { INTERIORS, paintDesk } from './scene-interiors.ts';
import { blanket, LAND } from './scene-land.ts';
import { layoutScene, type Placed } from './scene-layout.ts';
import { letterSign, paintCaption } from './scene-lettering.ts';
import { INDOOR_SETTINGS, SUBJECTS } from './scene-lexicon.ts';
import { gradeMood, pickAccents } from './scene-palette.ts';
import { parseScene, type SceneSpec } from './scene-parse.ts';
import { paintSky, toneForTime } from './scene-sky.ts';
import { SUBJECT_DRAWERS } from './subjects.ts';

/** Input of {@link renderScene}. */
export interface SceneInput extends SizedInput {
  /** The free prompt, already personalized. */
  prompt: string;
  /** A photo to stage the subjects in front of, instead of a drawn setting. */
  reference?: Buffer;
}

function frameFor(
  ctx: SceneFrame['ctx'],
  w: number,
  h: number,
  choices: SceneChoices,
  spec: SceneSpec,
  random: Random,
): SceneFrame {
  const unit = Math.min(w, h);
  const { setting, time } = choices;
  const indoor = INDOOR_SETTINGS.includes(setting);
  const horizon = h * (setting === 'underwater' ? 0.8 : setting === 'space' ? 0.7 : indoor ? 0.62 : 0.6);
  const tableThings = choices.subjects.some((s) => SUBJECTS[s.id].place === 'table');
  const surface = indoor && tableThings ? h * 0.74 : undefined;
  const window = indoor
    ? { x: w * 0.07, y: Math.max(unit * 0.07, h * 0.08), w: Math.min(w * 0.34, unit * 0.36), h: 0 }
    : undefined;
  if (window) window.h = Math.max(unit * 0.1, horizon - unit * 0.3 - window.y);
  const sideX = random() < 0.5 ? 0.22 : 0.78;
  const low = time === 'dawn' || time === 'sunset';
  const sun = window
    ? { x: window.x + window.w * 0.65, y: window.y + window.h * (low ? 0.75 : 0.3), r: unit * 0.045 }
    : spec.mood === 'neon' && time !== 'night'
      ? { x: w / 2, y: horizon - unit * 0.1, r: unit * 0.1 }
      : { x: w * sideX, y: low ? horizon - unit * 0.07 : horizon * 0.28, r: unit * 0.065 };
  return {
    ctx,
    w,
    h,
    unit,
    random,
    setting,
    time,
    ...(spec.mood ? { mood: spec.mood } : {}),
    dark: time === 'night' || spec.mood === 'neon' || setting === 'space',
    horizon,
    ...(surface !== undefined ? { surface } : {}),
    ...(setting === 'beach' ? { water: { top: horizon, bottom: horizon + (h - horizon) * 0.32 } } : {}),
    ...(window ? { window } : {}),
    sun,
    lights: [],
    overlays: [],
    reach: Math.min(h, w * 1.35),
  };
}

function paintSubject(f: SceneFrame, placed: Placed, accents: readonly [string, string]): void {
  const { ctx } = f;
  const def = SUBJECTS[placed.id];
  ctx.save();
  ctx.translate(placed.x, placed.y);
  if (placed.grounded) {
    ctx.fillStyle = 'rgba(20,18,40,0.2)';
    ctx.beginPath();
    ctx.ellipse(0, 0, (placed.height * def.aspect) / 2, placed.height * 0.04, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.scale(placed.flip && placed.id !== 'sign' ? -placed.height : placed.height, placed.height);
  SUBJECT_DRAWERS[placed.id]({
    ctx,
    ...(placed.color ? { color: placed.color } : {}),
    accent: accents[placed.accent] ?? accents[0],
    accent2: accents[1 - placed.accent] ?? accents[1],
    random: f.random,
    word: placed.word,
    dark: f.dark,
  });
  ctx.restore();
}

/** Composes and paints the scene a prompt describes; the same input gives the same bytes. */
export async function renderScene(input: SceneInput): Promise<Buffer> {
  const { width: w, height: h } = resolveSize(input.size, input.aspectRatio);
  const { canvas, ctx } = createSurface(w, h);
  const spec = parseScene(input.prompt);
  // Seeded by the reading, not the wording: the caption's words never move anything.
  const { caption, ...meaning } = spec;
  const random = seededRandom(hashString(JSON.stringify(meaning)));
  const choices = resolveScene(spec, random);
  const f = frameFor(ctx, w, h, choices, spec, random);
  const accents = pickAccents(random, spec.mood, spec.colors);
  if (input.reference) await coverWithReference(ctx, input.reference, w, h);
  else (LAND[f.setting as keyof typeof LAND] ?? INTERIORS[f.setting as keyof typeof INTERIORS])(f);
  toneForTime(f);
  if (!input.reference) paintSky(f);
  for (const light of f.lights) light();
  // The subjects get a layer of their own, toned for the hour apart from the lit windows behind them.
  const layer = createSurface(w, h);
  const sf: SceneFrame = { ...f, ctx: layer.ctx, ...(input.reference ? { photo: true } : {}) };
  const { behind, onDesk } = layoutScene(sf, choices.subjects);
  const placed = [...behind, ...onDesk];
  const signed = caption && placed.some((p) => p.id === 'sign') ? caption : undefined;
  paintPicnic(sf, placed, accents[1]);
  for (const p of behind) paintSubject(sf, p, accents);
  if (f.surface !== undefined) paintDesk(sf);
  for (const p of onDesk) paintSubject(sf, p, accents);
  toneForTime(sf);
  ctx.drawImage(layer.canvas, 0, 0);
  for (const overlay of f.overlays) overlay();
  const sign = placed.find((p) => p.id === 'sign');
  if (sign && signed) letterSign(ctx, sign.x, sign.y, sign.height, signed, sign.color);
  gradeMood(ctx, w, h, spec.mood);
  if (caption && !signed) paintCaption(ctx, w, h, caption);
  return encodeJpeg(canvas);
}

/** A blanket under the table things of an outdoor scene (indoors they stand on the desk). */
function paintPicnic(f: SceneFrame, placed: readonly Placed[], color: string): void {
  const picnic = placed.filter((p) => SUBJECTS[p.id].place === 'table' && f.surface === undefined);
  if (picnic.length === 0) return;
  const left = Math.min(...picnic.map((p) => p.x - p.height));
  const right = Math.max(...picnic.map((p) => p.x + p.height));
  blanket(
    f,
    (left + right) / 2,
    Math.max(...picnic.map((p) => p.y)) - f.unit * 0.01,
    right - left + f.unit * 0.1,
    color,
  );
}
