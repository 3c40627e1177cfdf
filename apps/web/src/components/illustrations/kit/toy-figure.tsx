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
  /** Torso colour. */
  top: string;
  /** Leg colour. */
  bottom: string;
  boots: string;
  /** Arm colour; defaults to `top` (sleeveless figures pass the skin colour). */
  arms?: string;
}

/** Props of {@link ToyFigure}: its proportions, colours and what each drawing adds. */
export interface ToyFigureProps {
  shape: ToyShape;
  colors: ToyColors;
  /** Behind the body (long hair, capes, blades on the back). */
  back?: ReactNode;
  /** On the torso, under the waist shading (a collar). */
  collar?: ReactNode;
  /** Between the body and the head (hair that the face covers). */
  behindHead?: ReactNode;
  /** Colour of the dot eyes; `null` leaves them out (a mask redraws them). */
  eyes: string | null;
  /** Over the head and body: mouth, headwear, props in hand. */
  children?: ReactNode;
}

/**
 * The figure in its bubble, back to front: the bubble's faint fill, legs, boots, arms, hands, neck,
 * torso, waist shading, head and eyes, then the bubble's edge and glare over everything like real
 * blister plastic.
 */
export function ToyFigure({ shape, colors, back, collar, behindHead, eyes, children }: ToyFigureProps) {
  const { cx, neck, torso, belt, head } = shape;
  const torsoX = cx - torso.width / 2;
  const { d, opacity, width } = shape.glare;
  return (
    <>
      <rect {...shape.bubble} fill="#fff" fillOpacity={shape.bubbleFill} />
      {back}
      <MirroredBars cx={cx} bar={shape.legs} fill={colors.bottom} />
      <MirroredBars cx={cx} bar={shape.boots} fill={colors.boots} />
      <MirroredBars cx={cx} bar={shape.arms} fill={colors.arms ?? colors.top} />
      <MirroredDots cx={cx} dots={shape.hands} fill={colors.skin} />
      <rect x={cx - neck.size / 2} y={neck.y} width={neck.size} height={neck.size} fill={colors.skin} />
      <rect x={torsoX} y={torso.y} width={torso.width} height={torso.height} rx="14" fill={colors.top} />
      {collar}
      <rect x={torsoX} y={belt.y} width={torso.width} height="6" fill="#000" fillOpacity={belt.opacity} />
      {behindHead}
      <circle cx={cx} cy={head.cy} r={head.r} fill={colors.skin} />
      {eyes ? <ToyEyes shape={shape} color={eyes} /> : null}
      {children}
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

/** The two dot eyes (also redrawn over a mask or helmet). */
export function ToyEyes({ shape, color }: { shape: ToyShape; color: string }) {
  const { dx, dy, r } = shape.eyes;
  return <MirroredDots cx={shape.cx} dots={{ dx, cy: shape.head.cy + dy, r }} fill={color} />;
}
