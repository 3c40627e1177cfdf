// Which look a call gets: its style (a theme label or id, or free text with a known keyword),
// adjusted by the user's advanced options.
import { type CartoonOptionsInput, findCartoonTheme } from '@mergepix/core';
import { CARTOON_LOOKS, DEFAULT_LOOK, type ThemeLook } from './cartoon-looks.ts';

// Keyword fallbacks for free-form style names (older calls, other clients).
const KEYWORDS: ReadonlyArray<[RegExp, string]> = [
  [/noir|black.?and.?white|manga/i, 'noir-ink'],
  [/sketch|pencil/i, 'pencil-sketch'],
  [/comic|retro|vintage|sepia/i, 'retro-comic'],
  [/anime|kawaii/i, 'classic-anime'],
  [/pastel|soft/i, 'pastel-dream'],
  [/watercolou?r|storybook/i, 'watercolor-storybook'],
  [/neon|cyber|synth|vapor/i, 'neon-synthwave'],
  [/pop.?art|bold|graffiti|street/i, 'pop-art'],
  [/3d|plastic|toy/i, 'soft-3d'],
  [/clay/i, 'claymation'],
  [/pixel|8.?bit|16.?bit/i, 'pixel-art'],
];

/** The theme id a style label, id or free text stands for, if any. */
export function themeIdForStyle(style: string | undefined): string | undefined {
  if (!style) return undefined;
  const theme = findCartoonTheme(style);
  if (theme) return theme.id;
  return KEYWORDS.find(([re]) => re.test(style))?.[1];
}

/** The look for a theme id or label (or free text with a known keyword). */
export function lookForStyle(style: string | undefined): ThemeLook {
  const id = themeIdForStyle(style);
  return (id ? CARTOON_LOOKS[id] : undefined) ?? DEFAULT_LOOK;
}

/** The look with the user's outline weight applied, and muted or vivid contrast. */
export function withOptions(base: ThemeLook, options: CartoonOptionsInput | undefined): ThemeLook {
  const weight = options?.lineWeight ?? 'medium';
  const intensity = options?.colorIntensity ?? 'natural';
  const inkWidth =
    weight === 'bold'
      ? base.inkWidth * 2 + 1
      : weight === 'thin'
        ? Math.max(0.5, base.inkWidth / 2)
        : base.inkWidth;
  // A look without lines gets plain ink when the user asks for bold outlines.
  const unlined = base.outline === 'none' || base.ink === 0;
  const outline = unlined && weight === 'bold' ? 'ink' : base.outline;
  const ink = unlined ? (weight === 'bold' ? 0.8 : 0) : Math.min(1, base.ink * (weight === 'thin' ? 0.7 : 1));
  const inkThreshold = base.inkThreshold * (weight === 'thin' ? 1.3 : weight === 'bold' ? 0.8 : 1);
  const contrast = base.contrast * (intensity === 'vivid' ? 1.12 : intensity === 'muted' ? 0.85 : 1);
  return { ...base, outline, inkWidth, ink, inkThreshold, contrast };
}

/** Saturation applied after the look's colours (the user's colour intensity). */
export function intensityOf(options: CartoonOptionsInput | undefined): number {
  const intensity = options?.colorIntensity ?? 'natural';
  return intensity === 'vivid' ? 1.5 : intensity === 'muted' ? 0.45 : 1;
}
