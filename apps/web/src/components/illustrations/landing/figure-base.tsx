import { type ComponentType, type ReactNode, useId } from 'react';
import { Gradient } from '@/components/illustrations/kit/gradient';
import { type ToyColors, ToyEyes, ToyFigure, type ToyShape } from '@/components/illustrations/kit/toy-figure';
import type { CharacterArtProps } from './types';

/**
 * The shared toy figure every featured character is drawn on: a gradient backdrop, a clear
 * blister bubble and a plain jointed body. Characters differ by palette and by the parts they
 * add behind (`back`) and over (`front`) the body. Coordinates are in a 200×220 box: the head is
 * centred at (100, 60), r 21; the hands are at (63, 140) and (137, 140).
 */

/** Colours of one character's drawing. */
export interface FigurePalette extends ToyColors {
  /** Backdrop gradient, top-left to bottom-right. */
  bgFrom: string;
  bgTo: string;
}

/** Face drawn by the base; `none` leaves it to the character (masks, beards). */
export type FigureMouth = 'smile' | 'smirk' | 'grin' | 'none';

/** Props of {@link FigureBase}. */
export interface FigureBaseProps {
  palette: FigurePalette;
  /** Alternative text; ignored when `decorative`. */
  label: string;
  /** Hide from assistive tech when the same character is described nearby. */
  decorative?: boolean;
  /** Drawn on the backdrop, behind the bubble (stars, lights, scenery). */
  scenery?: ReactNode;
  /** Behind the body (long hair, capes, blades on the back). */
  back?: ReactNode;
  /** Over the body (headwear, masks, clothing details, props in hand). */
  front?: ReactNode;
  mouth?: FigureMouth;
  /** Draw the eyes; off when a mask redraws them. */
  eyes?: boolean;
  className?: string;
}

const INK = '#1f2937';

/** The figure's proportions in the 200×220 box. */
const SHAPE: ToyShape = {
  cx: 100,
  legs: { y: 138, width: 15, height: 50, rx: 6, gap: 2 },
  boots: { y: 182, width: 20, height: 11, rx: 4, gap: 1 },
  arms: { y: 92, width: 14, height: 46, rx: 7, gap: 25, tilt: 6 },
  hands: { dx: 37, cy: 140, r: 6.5 },
  neck: { y: 76, size: 12 },
  torso: { y: 86, width: 52, height: 56 },
  belt: { y: 132, opacity: '.18' },
  head: { cy: 60, r: 21 },
  eyes: { dx: 7, dy: 1, r: 2.2 },
  bubble: { x: 30, y: 14, width: 140, height: 192, rx: 30 },
  bubbleFill: '.14',
  glare: { d: 'M42 64q0-34 26-40', opacity: '.5', width: '4' },
};

function Mouth({ kind }: { kind: FigureMouth }) {
  switch (kind) {
    case 'smile':
      return <path d="M94 68q6 5 12 0" stroke={INK} strokeWidth="2" fill="none" strokeLinecap="round" />;
    case 'smirk':
      return <path d="M94 69q7 3 12-2" stroke={INK} strokeWidth="2" fill="none" strokeLinecap="round" />;
    case 'grin':
      return <path d="M92 67h16q-2 8-8 8t-8-8z" fill="#fff" stroke={INK} strokeWidth="1.6" />;
    case 'none':
      return null;
  }
}

/** An original toy figure in a blister bubble, as an SVG picture. */
export function FigureBase({
  palette,
  label,
  decorative = false,
  scenery,
  back,
  front,
  mouth = 'smile',
  eyes = true,
  className,
}: FigureBaseProps) {
  const gradientId = useId();
  const clipId = useId();
  return (
    <svg
      viewBox="0 0 200 220"
      className={className}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      focusable={decorative ? false : undefined}
    >
      <defs>
        <Gradient id={gradientId} from={palette.bgFrom} to={palette.bgTo} diagonal />
        <clipPath id={clipId}>
          <rect width="200" height="220" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect width="200" height="220" fill={`url(#${gradientId})`} />
        {scenery}
      </g>
      <ToyFigure shape={SHAPE} colors={palette} back={back} eyes={eyes ? INK : null}>
        <Mouth kind={mouth} />
        {front}
      </ToyFigure>
    </svg>
  );
}

/** What one character draws on the shared figure: all of its props but the caller's. */
export type FigureDrawing = Omit<FigureBaseProps, keyof CharacterArtProps>;

/** A featured character's drawing: the shared figure with that character's colours and parts. */
export function figureArt(drawing: FigureDrawing): ComponentType<CharacterArtProps> {
  return function FigureArt(props: CharacterArtProps) {
    return <FigureBase {...props} {...drawing} />;
  };
}

/** Eyes drawn by the base, and redrawn over a mask or helmet. */
export function Eyes({ color = INK }: { color?: string }) {
  return <ToyEyes shape={SHAPE} color={color} />;
}

/** A scatter of small stars for night and space backdrops. */
export function StarField({ fill = '#fff' }: { fill?: string }) {
  return (
    <g fill={fill} fillOpacity=".75">
      <circle cx="18" cy="30" r="1.6" />
      <circle cx="184" cy="24" r="1.3" />
      <circle cx="14" cy="120" r="1.2" />
      <circle cx="188" cy="110" r="1.7" />
      <circle cx="22" cy="196" r="1.4" />
      <circle cx="180" cy="200" r="1.2" />
      <circle cx="48" cy="8" r="1" />
      <circle cx="150" cy="8" r="1.1" />
    </g>
  );
}

/** Three ring ropes across the backdrop, for the wrestling legends. */
export function RingRopes({ color = '#fff' }: { color?: string }) {
  return (
    <g stroke={color} strokeOpacity=".45" strokeWidth="3">
      <path d="M0 150h200M0 168h200M0 186h200" />
      <rect x="2" y="140" width="10" height="56" rx="3" fill={color} fillOpacity=".35" stroke="none" />
      <rect x="188" y="140" width="10" height="56" rx="3" fill={color} fillOpacity=".35" stroke="none" />
    </g>
  );
}

/** A handheld microphone in the right hand. */
export function HandMic({ head, handle = INK }: { head: string; handle?: string }) {
  return (
    <>
      <rect x="134.5" y="120" width="5" height="21" rx="2.5" fill={handle} />
      <circle cx="137" cy="116" r="7" fill={head} />
      <path d="M132 114h10M132 118h10" stroke="#000" strokeOpacity=".2" strokeWidth="1" />
    </>
  );
}
