// What one offline figure looks like: its build, pose, paint job, outfit, headwear, face and the
// props in its hands. figure-spec.ts builds one from a generator's choices; toy-figure.ts draws it.
import type { FigurePose } from '../poses.ts';

const BUILDS = ['average', 'slim', 'stocky', 'muscular', 'giant', 'child', 'bighead', 'blocky'] as const;
export type Build = (typeof BUILDS)[number];

export type HairStyle =
  | 'short'
  | 'long'
  | 'mohawk'
  | 'afro'
  | 'bald'
  | 'spiky'
  | 'quiff'
  | 'bun'
  | 'ponytail'
  | 'beehive'
  | 'braids'
  | 'wild'
  | 'slick'
  | 'bob';
export type TopStyle =
  | 'tee'
  | 'suit'
  | 'jacket'
  | 'armor'
  | 'gown'
  | 'jumpsuit'
  | 'singlet'
  | 'bare'
  | 'coat'
  | 'hoodie'
  | 'vest'
  | 'robe'
  | 'labcoat'
  | 'tank'
  | 'bandages'
  | 'fur';
export type BottomStyle = 'trousers' | 'shorts' | 'skirt' | 'tights' | 'trunks';
export type Headwear =
  | 'helmet'
  | 'visor-helmet'
  | 'cowboy'
  | 'fedora'
  | 'cap'
  | 'beret'
  | 'crown'
  | 'tiara'
  | 'hood'
  | 'toque'
  | 'bandana'
  | 'knit'
  | 'horned'
  | 'tricorn'
  | 'bucket'
  | 'headband'
  | 'antenna'
  | 'hardhat';
export type FaceItem =
  | 'mask'
  | 'half-mask'
  | 'shades'
  | 'glasses'
  | 'goggles'
  | 'visor'
  | 'eyepatch'
  | 'paint';
export type Extra =
  | 'cape'
  | 'title-belt'
  | 'tie'
  | 'bowtie'
  | 'chain'
  | 'shoulder-pads'
  | 'gloves'
  | 'scarf'
  | 'apron'
  | 'stripes'
  | 'bandolier'
  | 'suspenders'
  | 'tail'
  | 'beard'
  | 'moustache'
  | 'belt'
  | 'wings'
  | 'stethoscope'
  | 'kneepads'
  | 'flames'
  | 'stars'
  | 'checks';

/** The set a figure belongs to: it picks the bubble's backdrop. */
export type FigureTheme = 'creator' | 'retro' | 'music' | 'tv' | 'wrestling';

export interface FigureSpec {
  theme: FigureTheme;
  /** Stable per character: picks the backdrop's hue. */
  seed: number;
  build: Build;
  pose: FigurePose;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  bottom: string;
  boots: string;
  trim: string;
  topStyle: TopStyle;
  bottomStyle: BottomStyle;
  sleeves: 'long' | 'short' | 'none';
  headwear?: Headwear;
  face?: FaceItem;
  extras: Set<Extra>;
  /** Accessory vocabulary keys held in the hands, the viewer-right hand first. */
  props: string[];
}

/** Proportions of a build, as fractions of the figure's height. */
export interface BuildShape {
  headR: number;
  shoulderW: number;
  waistW: number;
  hipY: number;
  shoulderY: number;
  limb: number;
  /** Drawn height relative to the others (children are smaller). */
  scale: number;
}

export const BUILD_SHAPES: Record<Build, BuildShape> = {
  average: { headR: 0.095, shoulderW: 0.15, waistW: 0.105, hipY: 0.47, shoulderY: 0.77, limb: 1, scale: 1 },
  slim: { headR: 0.09, shoulderW: 0.125, waistW: 0.085, hipY: 0.5, shoulderY: 0.78, limb: 0.78, scale: 1 },
  stocky: { headR: 0.1, shoulderW: 0.17, waistW: 0.16, hipY: 0.43, shoulderY: 0.74, limb: 1.25, scale: 0.94 },
  muscular: {
    headR: 0.085,
    shoulderW: 0.21,
    waistW: 0.12,
    hipY: 0.46,
    shoulderY: 0.78,
    limb: 1.45,
    scale: 1,
  },
  giant: { headR: 0.08, shoulderW: 0.2, waistW: 0.17, hipY: 0.45, shoulderY: 0.8, limb: 1.5, scale: 1.04 },
  child: { headR: 0.13, shoulderW: 0.12, waistW: 0.1, hipY: 0.38, shoulderY: 0.66, limb: 0.95, scale: 0.82 },
  bighead: { headR: 0.19, shoulderW: 0.13, waistW: 0.11, hipY: 0.3, shoulderY: 0.54, limb: 1.05, scale: 1 },
  blocky: {
    headR: 0.11,
    shoulderW: 0.16,
    waistW: 0.15,
    hipY: 0.38,
    shoulderY: 0.68,
    limb: 1.35,
    scale: 0.95,
  },
};

/** Torso outline: shoulder half-width sw at y = top, waist half-width ww at y = 0. */
export interface Torso {
  top: number;
  sw: number;
  ww: number;
}
