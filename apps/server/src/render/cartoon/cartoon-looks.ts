// One look per cartoon theme (core's CARTOON_THEMES), so each theme treats a photo visibly
// differently: its own colour mapping, ink, posterization and texture. Keyed by theme id.

/** How colours are mapped after saturation and contrast. */
export type ColorMode =
  /** Each channel posterized to `levels`. */
  | 'posterize'
  /** Luminance posterized to `palette.length` steps, each step one palette colour (a gradient map). */
  | 'ramp'
  /** Each pixel becomes the nearest palette colour. */
  | 'nearest';

/** Surface texture drawn over the colours. */
export type Texture = 'none' | 'halftone' | 'hatching' | 'grain' | 'paper' | 'crayon' | 'scanlines' | 'wash';

/** The look of a cartoon style. */
export interface ThemeLook {
  mode: ColorMode;
  /** Levels per channel (posterize) — fewer is flatter. */
  levels: number;
  /** Colours as hex, for ramp (dark → light) and nearest. */
  palette?: readonly string[];
  /** Saturation multiplier (0 = grey). */
  saturation: number;
  /** Contrast around mid grey (1 = unchanged) and brightness offset (-255..255). */
  contrast: number;
  brightness: number;
  /** Colour multiplied in, with its strength (0-1). */
  tint?: { color: string; amount: number };
  /** Edge line strength (0-1), sensitivity (lower threshold = more lines), thickness in px at 512. */
  ink: number;
  inkThreshold: number;
  inkWidth: number;
  inkColor: string;
  /** Outline where palette regions meet (nearest and ramp modes). */
  outlineRegions?: boolean;
  /** Edges glow in this colour over a darkened image (neon). */
  glow?: string;
  /** Square blocks, as a fraction of the short edge (pixel art). */
  pixelate?: number;
  /** Extra blur before mapping, in px at 512 (soft looks). */
  smooth?: number;
  texture: Texture;
  /** Strength of the texture (0-1). */
  textureAmount: number;
  /** Colour the background turns to when the user asks to simplify it. */
  backdrop: string;
}

/** The default cartoon look, for styles that are no theme. */
export const DEFAULT_LOOK: ThemeLook = {
  mode: 'posterize',
  levels: 5,
  saturation: 1.45,
  contrast: 1.1,
  brightness: 0,
  ink: 0.9,
  inkThreshold: 70,
  inkWidth: 1,
  inkColor: '#14101e',
  texture: 'none',
  textureAmount: 0,
  backdrop: '#f4efe6',
};

const look = (partial: Partial<ThemeLook>): ThemeLook => ({ ...DEFAULT_LOOK, ...partial });

/** Theme id → look. Every theme of core's catalogue has one (a unit test checks). */
export const CARTOON_LOOKS: Readonly<Record<string, ThemeLook>> = {
  'classic-anime': look({
    levels: 4,
    saturation: 1.6,
    contrast: 1.15,
    brightness: 12,
    ink: 1,
    inkThreshold: 60,
    tint: { color: '#dfe8ff', amount: 0.2 },
    backdrop: '#cfe6ff',
  }),
  'retro-comic': look({
    levels: 4,
    saturation: 1.2,
    tint: { color: '#ffd7a0', amount: 0.4 },
    ink: 1,
    inkWidth: 2,
    texture: 'halftone',
    textureAmount: 0.55,
    backdrop: '#fff1c9',
  }),
  claymation: look({
    levels: 7,
    saturation: 1.3,
    smooth: 3,
    contrast: 1.25,
    ink: 0.35,
    inkThreshold: 110,
    tint: { color: '#ffc9a0', amount: 0.22 },
    texture: 'grain',
    textureAmount: 0.35,
    backdrop: '#f3d7b8',
  }),
  'pop-art': look({
    mode: 'nearest',
    palette: ['#111111', '#ffffff', '#ffe600', '#ff1f6b', '#00a2ff', '#ff7a00'],
    saturation: 2.2,
    contrast: 1.35,
    ink: 1,
    inkWidth: 2,
    texture: 'halftone',
    textureAmount: 0.7,
    backdrop: '#ffe600',
  }),
  'noir-ink': look({
    mode: 'ramp',
    palette: ['#0a0a0a', '#0a0a0a', '#5a5a5a', '#f4f4f4'],
    saturation: 0,
    contrast: 1.6,
    ink: 1,
    inkWidth: 2,
    inkThreshold: 55,
    inkColor: '#000000',
    texture: 'grain',
    textureAmount: 0.25,
    backdrop: '#f4f4f4',
  }),
  'watercolor-storybook': look({
    levels: 6,
    saturation: 1.05,
    smooth: 4,
    contrast: 0.85,
    brightness: 30,
    ink: 0.45,
    inkThreshold: 80,
    inkColor: '#5b4636',
    texture: 'wash',
    textureAmount: 0.6,
    backdrop: '#fbf6ea',
  }),
  'pixel-art': look({
    levels: 4,
    saturation: 1.5,
    pixelate: 1 / 48,
    ink: 0,
    texture: 'none',
    backdrop: '#8fd3ff',
  }),
  'paper-cutout': look({
    mode: 'nearest',
    outlineRegions: true,
    palette: ['#2d3142', '#e94f37', '#f6ae2d', '#86bbd8', '#f2e8cf', '#33658a', '#9bc53d'],
    saturation: 1.6,
    smooth: 3,
    ink: 0.5,
    inkWidth: 3,
    inkColor: '#3b2f2f',
    texture: 'paper',
    textureAmount: 0.5,
    backdrop: '#f2e8cf',
  }),
  'chibi-cute': look({
    levels: 4,
    saturation: 1.5,
    brightness: 35,
    contrast: 0.9,
    tint: { color: '#ffc4dd', amount: 0.3 },
    ink: 0.8,
    inkColor: '#7a3b5c',
    inkWidth: 2,
    backdrop: '#ffe3ef',
  }),
  'soft-3d': look({
    levels: 9,
    saturation: 1.35,
    smooth: 3,
    contrast: 1.2,
    brightness: 10,
    ink: 0,
    tint: { color: '#fff0d8', amount: 0.15 },
    texture: 'none',
    backdrop: '#d8ecff',
  }),
  'pencil-sketch': look({
    mode: 'ramp',
    palette: ['#4a4a4a', '#8a8a8a', '#c9c9c9', '#f7f5f0'],
    saturation: 0,
    brightness: 40,
    contrast: 0.9,
    ink: 0.9,
    inkThreshold: 45,
    inkColor: '#333333',
    texture: 'hatching',
    textureAmount: 0.75,
    backdrop: '#f7f5f0',
  }),
  'neon-synthwave': look({
    mode: 'ramp',
    palette: ['#0b0221', '#1d0b3f', '#3a1066', '#6b1d8f'],
    saturation: 1,
    contrast: 1.2,
    ink: 1,
    inkWidth: 2,
    inkThreshold: 50,
    inkColor: '#ff2bd6',
    glow: '#00f0ff',
    texture: 'scanlines',
    textureAmount: 0.35,
    backdrop: '#0b0221',
  }),
  'rubber-hose': look({
    mode: 'ramp',
    palette: ['#2b1d0e', '#6b4f2a', '#b8935a', '#efdcb0'],
    saturation: 0,
    contrast: 1.3,
    ink: 1,
    inkWidth: 3,
    inkColor: '#1a1108',
    texture: 'grain',
    textureAmount: 0.6,
    backdrop: '#efdcb0',
  }),
  'woodblock-print': look({
    mode: 'nearest',
    outlineRegions: true,
    palette: ['#1f2a44', '#2e5a88', '#c8412b', '#e9d8b4', '#6d8b74'],
    saturation: 1.4,
    smooth: 2,
    ink: 0.85,
    inkWidth: 2,
    inkColor: '#1f2a44',
    texture: 'paper',
    textureAmount: 0.7,
    backdrop: '#e9d8b4',
  }),
  'crayon-doodle': look({
    mode: 'nearest',
    palette: ['#ffffff', '#ff4d4d', '#ffd23f', '#3bceac', '#2d7dd2', '#8e44ad', '#f78c1f', '#222222'],
    saturation: 1.8,
    brightness: 25,
    ink: 0.8,
    inkWidth: 2,
    inkColor: '#2d2d2d',
    texture: 'crayon',
    textureAmount: 0.8,
    backdrop: '#ffffff',
  }),
  'stained-glass': look({
    mode: 'nearest',
    outlineRegions: true,
    palette: ['#0b3d91', '#b5121b', '#f2b705', '#1e7f4f', '#6a1b9a', '#2ab7ca', '#f25c05'],
    saturation: 2,
    smooth: 4,
    contrast: 1.1,
    ink: 1,
    inkWidth: 4,
    inkThreshold: 40,
    inkColor: '#121212',
    texture: 'none',
    backdrop: '#0b3d91',
  }),
  blueprint: look({
    mode: 'ramp',
    palette: ['#0b3a75', '#104a8e', '#1c5aa6'],
    saturation: 0,
    ink: 1,
    inkThreshold: 45,
    inkColor: '#f2f8ff',
    texture: 'scanlines',
    textureAmount: 0.2,
    backdrop: '#104a8e',
  }),
  'pastel-dream': look({
    mode: 'nearest',
    palette: ['#c8b6ff', '#b8e0d2', '#ffd6ba', '#fde2e4', '#e2ece9', '#a0c4ff', '#fff1b6'],
    saturation: 1.2,
    brightness: 30,
    smooth: 3,
    ink: 0.4,
    inkColor: '#7d6b9e',
    texture: 'none',
    backdrop: '#fde2e4',
  }),
  'graphic-novel': look({
    mode: 'ramp',
    palette: ['#071c24', '#0f4c5c', '#e36414', '#fbc28a'],
    saturation: 1,
    contrast: 1.45,
    ink: 1,
    inkWidth: 2,
    inkThreshold: 50,
    inkColor: '#05080a',
    texture: 'grain',
    textureAmount: 0.2,
    backdrop: '#0f4c5c',
  }),
  'flat-vector': look({
    levels: 3,
    saturation: 1.5,
    smooth: 5,
    contrast: 1.2,
    ink: 0,
    texture: 'none',
    backdrop: '#eaf4f4',
  }),
};
