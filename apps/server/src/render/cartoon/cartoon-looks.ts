// One look per cartoon theme (core's CARTOON_THEMES), keyed by theme id. Each theme differs in
// structure, not only in colour: its regions (size and kind), its number of tones, its lines
// (thick ink, thin, brush, pencil, wobbly, glowing, lead or none) and its shading and texture.
// The looks live in two files: the ink and print themes, and the painted and shaped ones.
import { DEFAULT_LOOK, type ThemeLook } from './cartoon-look.ts';
import { INK_LOOKS } from './cartoon-looks-ink.ts';
import { PAINT_LOOKS } from './cartoon-looks-paint.ts';

export { DEFAULT_LOOK, type ThemeLook };

/** Theme id → look. Every theme of core's catalogue has one (a unit test checks). */
export const CARTOON_LOOKS: Readonly<Record<string, ThemeLook>> = { ...INK_LOOKS, ...PAINT_LOOKS };
