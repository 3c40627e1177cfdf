// What a cartoon look is made of. A look changes the picture's structure, not only its colours:
// how the photo is cut into regions, how many tones those regions get, what outlines them, how
// they are shaded and what texture lies on top (docs/product.md#cartoon-generator).

/** How the photo is cut into flat regions before colours are mapped. */
export type RegionStyle =
  /** Soft rounded blobs: a box blur of `regionSize` px (at 512) before quantizing. */
  | 'blur'
  /** Flat painterly patches with sharp borders: a Kuwahara filter of radius `regionSize`. */
  | 'kuwahara'
  /** Square pixels `regionSize` × the short edge wide. */
  | 'blocks'
  /** Glass panes: Voronoi cells `regionSize` × the short edge wide. */
  | 'cells';

/** How colours are mapped after saturation and contrast. */
export type ColorMode =
  /** Each channel posterized to `levels`. */
  | 'posterize'
  /** Luminance posterized to `palette.length` steps, each step one palette colour (a gradient map). */
  | 'ramp'
  /** Each pixel becomes the nearest palette colour. */
  | 'nearest'
  /** Cel shading: the region's hue kept, its lightness cut into `levels` hard bands. */
  | 'cel';

/** What draws the lines. */
export type OutlineStyle =
  /** No lines at all. */
  | 'none'
  /** Solid lines `inkWidth` px (at 512) thick in `inkColor`. */
  | 'ink'
  /** Lines in a darker shade of the colour they border, not black. */
  | 'colored'
  /** Brush strokes whose thickness swells and thins along the line. */
  | 'brush'
  /** Two loose pencil strokes beside each line, broken in places. */
  | 'sketchy'
  /** Wobbly hand-drawn lines, displaced by a slow wave. */
  | 'wobbly'
  /** Thin lines glowing in `glow` over a darkened picture. */
  | 'glow'
  /** Lead lines between the regions (cells or palette colours), `inkWidth` thick. */
  | 'regions';

/** Light and form laid over the flat regions. */
export type Shading =
  | 'flat'
  /** Rounded forms: light from the top left over a soft height map, with a highlight. */
  | 'rounded'
  /** Cut paper: each lighter layer casts a soft shadow down and to the right. */
  | 'cutout'
  /** Watercolour: pigment pools along the borders of each wash. */
  | 'rim'
  /** A hazy glow over the light parts. */
  | 'bloom'
  /** Old film: the corners darken. */
  | 'vignette';

/** Surface texture drawn over the colours. */
export type Texture =
  | 'none'
  | 'halftone'
  | 'hatching'
  | 'grain'
  | 'paper'
  | 'crayon'
  | 'scanlines'
  | 'wash'
  | 'grid'
  | 'dots'
  | 'woodgrain'
  | 'fingerprints';

/** The look of a cartoon style. */
export interface ThemeLook {
  regions: RegionStyle;
  /** Radius in px at 512 (blur, kuwahara) or a fraction of the short edge (blocks, cells). */
  regionSize: number;
  mode: ColorMode;
  /** Levels per channel (posterize) or lightness bands (cel): fewer is flatter. */
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
  outline: OutlineStyle;
  /** Line strength (0-1), sensitivity (lower threshold = more lines), thickness in px at 512. */
  ink: number;
  inkThreshold: number;
  inkWidth: number;
  inkColor: string;
  /** The glow colour of `glow` outlines. */
  glow?: string;
  shading: Shading;
  texture: Texture;
  /** Strength of the texture (0-1) and the size of its pattern (1 = the texture's own size). */
  textureAmount: number;
  textureScale?: number;
  /** Colour the background turns to when the user asks to simplify it. */
  backdrop: string;
}

/** The default cartoon look, for styles that are no theme: the plain posterised photo, inked. */
export const DEFAULT_LOOK: ThemeLook = {
  regions: 'blur',
  regionSize: 1,
  mode: 'posterize',
  levels: 5,
  saturation: 1.45,
  contrast: 1.1,
  brightness: 0,
  outline: 'ink',
  ink: 0.9,
  inkThreshold: 70,
  inkWidth: 1,
  inkColor: '#14101e',
  shading: 'flat',
  texture: 'none',
  textureAmount: 0,
  backdrop: '#f4efe6',
};

/** A look: the default with these changes. */
export const look = (partial: Partial<ThemeLook>): ThemeLook => ({ ...DEFAULT_LOOK, ...partial });
