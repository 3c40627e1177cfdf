import {
  clipText,
  GHIBLI_ELEMENTS,
  GHIBLI_NAME_MAX_LENGTH,
  GHIBLI_SCENE_TYPES,
  type GhibliCharacter,
  type GhibliDetails,
  type GhibliElement,
  type GhibliScene,
  type GhibliTime,
  type GhibliWeather,
  hashString,
  pick,
  seededRandom,
} from '@mergepix/core';
import { type CartoonLook, cartoonize } from '../cartoon/cartoon-filter.ts';
import { alpha, mix } from '../color.ts';
import { parseGhibliDetails } from '../prompt-details.ts';
import { resolveSize, type SizedInput } from '../size.ts';
import { coverWithReference, createSurface, encodeJpeg } from '../surface.ts';
import { paintLandElements, paintSkyElements } from './ghibli-elements.ts';
import { paintCharacter, paintNameSign } from './ghibli-figures.ts';
import { paintLand } from './ghibli-land.ts';
import { type GhibliCanvas, TIME_PALETTES, type TimePalette, wave } from './ghibli-scene.ts';
import { paintSky } from './ghibli-sky.ts';
import { paintWeatherAndLight } from './ghibli-weather.ts';

/** Input of {@link renderGhibli}. */
export interface GhibliInput extends SizedInput {
  prompt: string;
  /**
   * The generator's choices (scene, character, time, weather, elements, the name on the sign).
   * Without them the prompt's prose is read instead; what neither gives is seeded by the prompt.
   */
  details?: GhibliDetails;
  /** A photo to repaint in soft, flat, warm tones instead of drawing a landscape. */
  reference?: Buffer;
}

/** The choices a Ghibli render ends up using. */
export interface GhibliChoices {
  sceneType: GhibliScene;
  characterType: GhibliCharacter;
  timeOfDay: GhibliTime;
  weather: GhibliWeather;
  elements: GhibliElement[];
  seed: number;
}

/**
 * Each option the call's typed details chose, and for the ones they leave out what the prompt's
 * prose mentions (the web sends only what the user picked, so "a rainy night" in the description
 * still paints rain at night); then a pick seeded by the prompt, so every scene is stable and a
 * free prompt still gets variety. The personalized name is taken out of the prose first: a
 * character called Dawn or Stormy must not change the hour or the weather.
 */
export function resolveGhibliChoices(input: GhibliInput): GhibliChoices {
  const typed = input.details ?? {};
  const name = typed.characterName?.trim();
  const prose = parseGhibliDetails(name ? input.prompt.split(name).join(' ') : input.prompt);
  const seed = hashString(input.prompt.trim().toLowerCase());
  const random = seededRandom(seed);
  const seededScene = pick(random, GHIBLI_SCENE_TYPES);
  const seededElement = pick(random, GHIBLI_ELEMENTS);
  const elements = typed.elements?.length
    ? typed.elements
    : prose.elements.length
      ? prose.elements
      : [seededElement];
  return {
    sceneType: typed.sceneType ?? prose.sceneType ?? seededScene,
    characterType: typed.characterType ?? prose.characterType ?? (name ? 'Human Child' : 'None'),
    timeOfDay: typed.timeOfDay ?? prose.timeOfDay ?? 'Day',
    weather: typed.weather ?? prose.weather ?? 'Clear Sky',
    elements: elements.filter((e) => GHIBLI_ELEMENTS.includes(e)),
    seed,
  };
}

/** The time-of-day palette, pulled towards slate grey under a storm so sky and land agree. */
function paletteFor(time: GhibliTime, weather: GhibliWeather): TimePalette {
  const palette = TIME_PALETTES[time];
  if (weather !== 'Heavy Storm') return palette;
  const [top, middle, horizon] = palette.sky.map((c) => mix(c, '#3b4556', 0.6));
  return { ...palette, sky: [top ?? '#3b4556', middle ?? '#3b4556', horizon ?? '#3b4556'], light: '#aeb6c4' };
}

/** The reference repainted: flattened into soft colour areas, lightly inked, toned to the hour. */
async function paintPhoto(s: GhibliCanvas, reference: Buffer): Promise<void> {
  const { ctx, w, h } = s;
  await coverWithReference(ctx, reference, w, h, {
    background: '#ffffff',
    filter: `blur(${Math.max(1, s.unit / 500)}px)`,
  });
  const pixels = ctx.getImageData(0, 0, w, h);
  cartoonize(pixels.data, w, h, PAINTED_LOOK);
  ctx.putImageData(pixels, 0, 0);
  ctx.fillStyle = alpha(s.palette.tone, s.palette.toneAmount);
  ctx.fillRect(0, 0, w, h);
  // Ground for the name sign: the bottom strip of the photo.
  s.groundY = () => h * 0.92;
}

const PAINTED_LOOK: CartoonLook = {
  levels: 9,
  saturation: 1.25,
  ink: 0.35,
  tint: { r: 255, g: 236, b: 210, amount: 0.25 },
};

/**
 * A layered, painterly landscape in the spirit of hand-painted animation backgrounds: sky, sun or
 * moon, clouds, land and landmark, elements, a small character with a name sign, weather and
 * glowing lights. Same input, same picture.
 */
export async function renderGhibli(input: GhibliInput): Promise<Buffer> {
  const { width: w, height: h } = resolveSize(input.size, input.aspectRatio);
  const { canvas, ctx } = createSurface(w, h);
  const choices = resolveGhibliChoices(input);
  const unit = Math.min(w, h);
  const layer = (n: number) => seededRandom(choices.seed ^ Math.imul(n, 0x9e3779b1));
  const horizon = h * 0.6;
  const s: GhibliCanvas = {
    ctx,
    w,
    h,
    unit,
    random: layer(1),
    time: choices.timeOfDay,
    weather: choices.weather,
    palette: paletteFor(choices.timeOfDay, choices.weather),
    horizon,
    lights: [],
    groundY: wave(layer(2), h * 0.8, unit * 0.035, w),
    // The character stands on the headland in ocean views, on the open hill otherwise.
    focusX: w * (choices.sceneType === 'Ocean View' ? 0.34 : 0.6),
  };
  if (input.reference) {
    await paintPhoto(s, input.reference);
  } else {
    paintSky(s);
    s.random = layer(3);
    paintSkyElements(s, choices.elements);
    s.random = layer(4);
    paintLand(s, choices.sceneType);
  }
  s.random = layer(5);
  paintLandElements(s, choices.elements);

  const name = clipText(input.details?.characterName, GHIBLI_NAME_MAX_LENGTH);
  const characterX = s.focusX;
  if (choices.characterType !== 'None' && !input.reference)
    paintCharacter(s, choices.characterType, characterX);
  if (name) {
    const signX = choices.characterType === 'None' ? w * 0.62 : characterX + unit * 0.16;
    paintNameSign(s, name, Math.min(signX, w - unit * 0.16));
    if (choices.timeOfDay === 'Night')
      s.lights.push({ x: signX, y: s.groundY(signX) - unit * 0.12, r: unit * 0.12, color: '#ffc060' });
  }
  s.random = layer(6);
  paintWeatherAndLight(s);
  return encodeJpeg(canvas);
}
