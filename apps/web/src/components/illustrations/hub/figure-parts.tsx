import type { ReactNode } from 'react';
import { Gradient, GradientBox } from '@/components/illustrations/kit/gradient';
import { MirroredBars, MirroredDots } from '@/components/illustrations/kit/pairs';

/**
 * Building blocks of the action-figure illustrations: a generic toy figure and a blister pack.
 * Deliberately archetypal (round head, block body, no faces of anyone real, no logos) so the five
 * figure cards share one look and stay free of trademarks and likenesses.
 */

/** Colours of one figure. */
export interface FigureColors {
  skin: string;
  hair: string;
  shirt: string;
  pants: string;
  boots: string;
}

interface FigureProps {
  /** Horizontal centre and top of the head, in the 240×180 art space. */
  cx: number;
  top: number;
  colors: FigureColors;
  /** Arms raised in triumph (wrestling) instead of at the sides. */
  armsUp?: boolean;
  /** Drawn after the body, in the same coordinates: props held or worn. */
  children?: ReactNode;
}

/** A generic standing toy figure about 92 units tall. */
export function Figure({ cx, top, colors, armsUp = false, children }: FigureProps) {
  const armY = top + 27;
  return (
    <g>
      {/* Arms first so the torso overlaps their shoulders. */}
      {armsUp ? (
        <>
          <MirroredBars
            cx={cx}
            bar={{ y: top + 6, width: 8, height: 26, rx: 4, gap: 22, tilt: -28, pivotY: armY }}
            fill={colors.shirt}
          />
          <MirroredDots cx={cx} dots={{ dx: 32, cy: top + 6, r: 4.5 }} fill={colors.skin} />
        </>
      ) : (
        <>
          <MirroredBars
            cx={cx}
            bar={{ y: armY, width: 8, height: 27, rx: 4, gap: 15, tilt: 8 }}
            fill={colors.shirt}
          />
          <MirroredDots cx={cx} dots={{ dx: 23, cy: armY + 28, r: 4.5 }} fill={colors.skin} />
        </>
      )}
      <MirroredBars cx={cx} bar={{ y: top + 54, width: 10, height: 30, rx: 3, gap: 2 }} fill={colors.pants} />
      <MirroredBars cx={cx} bar={{ y: top + 82, width: 13, height: 8, rx: 3, gap: 1 }} fill={colors.boots} />
      <rect x={cx - 15} y={top + 24} width="30" height="34" rx="8" fill={colors.shirt} />
      <rect x={cx - 4} y={top + 19} width="8" height="7" fill={colors.skin} />
      <circle cx={cx} cy={top + 11} r="11.5" fill={colors.skin} />
      <path d={`M${cx - 12} ${top + 11} a12 12 0 0 1 24 0 q-6 -5 -12 -4 q-7 0 -12 4 z`} fill={colors.hair} />
      <MirroredDots cx={cx} dots={{ dx: 4, cy: top + 12, r: 1.4 }} fill="#1e1b4b" />
      <path
        d={`M${cx - 3.5} ${top + 16} q3.5 3 7 0`}
        stroke="#1e1b4b"
        strokeWidth="1.3"
        fill="none"
        strokeLinecap="round"
      />
      {children}
    </g>
  );
}

interface PackProps {
  /** Card colours, top to bottom. */
  from: string;
  to: string;
  /** Text on the name strip: a token, because that is what gets personalized. */
  label?: string;
  labelFill?: string;
  labelText?: string;
  /** Drawn on the card, behind the clear bubble (patterns, stars). */
  backdrop?: ReactNode;
  /** The figure and accessories, inside the bubble. */
  children: ReactNode;
  idPrefix: string;
}

/** A hanging blister pack: card with a hang hole, a clear bubble and a name strip. */
export function BlisterPack({
  from,
  to,
  label = '[FIRSTNAME]',
  labelFill = '#ffffff',
  labelText = '#1e1b4b',
  backdrop,
  children,
  idPrefix,
}: PackProps) {
  return (
    <g>
      <defs>
        <Gradient id={`${idPrefix}-card`} from={from} to={to} />
        <clipPath id={`${idPrefix}-clip`}>
          <rect x="66" y="10" width="108" height="164" rx="10" />
        </clipPath>
      </defs>
      <rect x="68" y="14" width="108" height="164" rx="10" fill="#0f172a" opacity="0.15" />
      <g clipPath={`url(#${idPrefix}-clip)`}>
        <rect x="66" y="10" width="108" height="164" fill={`url(#${idPrefix}-card)`} />
        {backdrop}
      </g>
      <rect x="106" y="16" width="28" height="7" rx="3.5" fill="#0f172a" opacity="0.35" />
      <rect x="78" y="32" width="84" height="112" rx="14" fill="#ffffff" opacity="0.28" />
      {children}
      <rect
        x="78"
        y="32"
        width="84"
        height="112"
        rx="14"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.8"
        strokeWidth="1.5"
      />
      <path
        d="M86 40 q-2 30 0 60"
        stroke="#ffffff"
        strokeOpacity="0.7"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <rect x="80" y="150" width="80" height="16" rx="8" fill={labelFill} />
      <text
        x="120"
        y="161.5"
        textAnchor="middle"
        fontSize="9"
        fontWeight="800"
        fill={labelText}
        letterSpacing="0.5"
      >
        {label}
      </text>
    </g>
  );
}

/** A soft two-colour backdrop filling the whole 240×180 art. */
export function ArtBackground({ id, from, to }: { id: string; from: string; to: string }) {
  return <GradientBox id={id} from={from} to={to} width={240} height={180} />;
}
