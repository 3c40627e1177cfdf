import type { ReactNode } from 'react';
import { type BarPair, type DotPair, MirroredBars, MirroredDots } from './pairs';

/**
 * The boxed toy figure that the home carousel (carousel/figure-art.tsx) and the featured
 * characters (landing/figure-base.tsx) are drawn on: a jointed body, a round head and a clear
 * blister bubble. Both draw the same parts in the same order; only the proportions differ, so each
 * passes its own {@link ToyShape}. (The hub cards' smaller figure, hub/figure-parts.tsx, is built
 * in another order — arms first, a hair cap — from the same mirrored pairs, pairs.tsx.)
 */

/** Proportions of one toy body, all measured from its centre line `cx`. */
export interface ToyShape {
  cx: number;
  legs: BarPair;
  boots: BarPair;
  arms: BarPair;
  hands: DotPair;
  neck: { y: number; size: number };
  torso: { y: number; width: number; height: number };
  /** The shaded band across the waist. */
  belt: { y: number; opacity: string };
  head: { cy: number; r: number };
  eyes: { dx: number; dy: number; r: number };
  /** The blister bubble's box (keys in attribute order) and the opacity of its white fill. */
  bubble: { x: number; y: number; width: number; height: number; rx: number };
  bubbleFill: string;
  /** The glare stroke on the bubble's plastic. */
  glare: { d: string; opacity: string; width: string };
}

/** Colours of the body's parts. */
export interface ToyColors {
  skin: string;
  /** Torso. */
  top: string;
  /** Arms (sleeves or bare skin). */
  arms: string;
  legs: string;
  boots: string;
}

/**
 * Legs, boots, arms, hands, neck and torso, back to front, then the waist shading. `children`
 * sits on the torso under the shading (a collar).
 */
export function ToyBody({
  shape,
  colors,
  children,
}: {
  shape: ToyShape;
  colors: ToyColors;
  children?: ReactNode;
}) {
  const { cx, neck, torso, belt } = shape;
  const torsoX = cx - torso.width / 2;
  return (
    <>
      <MirroredBars cx={cx} bar={shape.legs} fill={colors.legs} />
      <MirroredBars cx={cx} bar={shape.boots} fill={colors.boots} />
      <MirroredBars cx={cx} bar={shape.arms} fill={colors.arms} />
      <MirroredDots cx={cx} dots={shape.hands} fill={colors.skin} />
      <rect x={cx - neck.size / 2} y={neck.y} width={neck.size} height={neck.size} fill={colors.skin} />
      <rect x={torsoX} y={torso.y} width={torso.width} height={torso.height} rx="14" fill={colors.top} />
      {children}
      <rect x={torsoX} y={belt.y} width={torso.width} height="6" fill="#000" fillOpacity={belt.opacity} />
    </>
  );
}

/** The round head. */
export function ToyHead({ shape, skin }: { shape: ToyShape; skin: string }) {
  return <circle cx={shape.cx} cy={shape.head.cy} r={shape.head.r} fill={skin} />;
}

/** The two dot eyes (also redrawn over a mask or helmet). */
export function ToyEyes({ shape, color }: { shape: ToyShape; color: string }) {
  const { dx, dy, r } = shape.eyes;
  return <MirroredDots cx={shape.cx} dots={{ dx, cy: shape.head.cy + dy, r }} fill={color} />;
}

/** The bubble's faint fill, drawn behind the figure. */
export function BubbleBack({ shape }: { shape: ToyShape }) {
  return <rect {...shape.bubble} fill="#fff" fillOpacity={shape.bubbleFill} />;
}

/** The bubble's edge and glare, drawn over everything like real blister plastic. */
export function BubbleFront({ shape }: { shape: ToyShape }) {
  const { d, opacity, width } = shape.glare;
  return (
    <>
      <rect {...shape.bubble} fill="none" stroke="#fff" strokeOpacity=".6" strokeWidth="2" />
      <path
        d={d}
        stroke="#fff"
        strokeOpacity={opacity}
        strokeWidth={width}
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}
