import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';

/** Condensed display face for titles and meme text (stands in for Impact). */
export const DISPLAY_FONT = 'Anton';
/** Text face for labels, captions and poster copy. */
export const TEXT_FONT = 'Inter';

const require = createRequire(import.meta.url);
const INTER_WEIGHTS = [400, 600, 700, 800, 900] as const;
let registered = false;

/**
 * Registers the app's own font files (the same @fontsource files the web app ships) once per
 * process. Anton is also registered as "Impact" so meme text asking for Impact gets the same
 * glyphs on servers that have no Impact installed.
 */
export function ensureFonts(): void {
  if (registered) return;
  const anton = require.resolve('@fontsource/anton/files/anton-latin-400-normal.woff2');
  const antonExt = require.resolve('@fontsource/anton/files/anton-latin-ext-400-normal.woff2');
  for (const alias of [DISPLAY_FONT, 'Impact']) {
    GlobalFonts.registerFromPath(anton, alias);
    GlobalFonts.registerFromPath(antonExt, alias);
  }
  for (const weight of INTER_WEIGHTS) {
    for (const subset of ['latin', 'latin-ext']) {
      const file = require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff2`);
      GlobalFonts.registerFromPath(file, TEXT_FONT);
    }
  }
  registered = true;
}

/** A CSS font shorthand in the text face with a safe fallback. */
export function textFont(sizePx: number, weight = 700): string {
  return `${weight} ${Math.round(sizePx * 10) / 10}px ${TEXT_FONT}, sans-serif`;
}

/** A CSS font shorthand in the display face with a safe fallback. */
export function displayFont(sizePx: number): string {
  return `${Math.round(sizePx * 10) / 10}px ${DISPLAY_FONT}, ${TEXT_FONT}, sans-serif`;
}
