import { useId } from 'react';
import { ART_FONT } from '@/components/illustrations/kit/fonts';
import { Dots } from '@/components/illustrations/kit/shapes';
import { ToyFigure, type ToyShape } from '@/components/illustrations/kit/toy-figure';
import { type Accessory, AccessoryArt, type Headwear, HeadwearBack, HeadwearFront } from './figure-parts';

/** Background print of the box card. */
export type BoxPattern = 'stars' | 'rays' | 'grid' | 'dots' | 'waves';

/** Colours and parts of one boxed figure; every slide's art is this plus data. */
export interface FigureLook {
  /** Box card colour. */
  card: string;
  /** Header and name band colour (white text sits on it, so keep it dark). */
  band: string;
  pattern: BoxPattern;
  skin: string;
  hair: string;
  headwear: Headwear;
  top: string;
  bottom: string;
  /** Collar and accessory colour. */
  accent: string;
  accessory: Accessory;
}

/** The figure's proportions in the 240×300 box: head centred at (120, 96), r 24. */
const SHAPE: ToyShape = {
  cx: 120,
  legs: { y: 180, width: 15, height: 48, rx: 6, gap: 2 },
  boots: { y: 224, width: 21, height: 10, rx: 4, gap: 0 },
  arms: { y: 126, width: 16, height: 50, rx: 8, gap: 24 },
  hands: { dx: 32, cy: 178, r: 7 },
  neck: { y: 110, size: 14 },
  torso: { y: 120, width: 50, height: 64 },
  belt: { y: 166, opacity: '.22' },
  head: { cy: 96, r: 24 },
  eyes: { dx: 9, dy: 1, r: 2.6 },
  bubble: { x: 40, y: 52, width: 160, height: 192, rx: 40 },
  bubbleFill: '.16',
  glare: { d: 'M54 96q0-30 26-34', opacity: '.55', width: '5' },
};

// Built once at module load: the prints are the same for every slide, only the colour changes.
const RAYS = Array.from({ length: 12 }, (_, i) => {
  const a = (i * Math.PI) / 6;
  const b = a + Math.PI / 14;
  const p = (t: number) => `${(120 + 260 * Math.cos(t)).toFixed(0)} ${(150 + 260 * Math.sin(t)).toFixed(0)}`;
  return `M120 150L${p(a)}L${p(b)}Z`;
}).join('');
const GRID = Array.from({ length: 12 }, (_, i) => `M${i * 24} 0V300M0 ${i * 28}H240`).join('');
const DOTS = Array.from({ length: 42 }, (_, i) => {
  const row = Math.floor(i / 6);
  return [14 + (i % 6) * 42 + (row % 2 === 1 ? 21 : 0), 14 + row * 44, 4] as const;
});
const STARS: readonly [number, number, number][] = [
  [28, 70, 2],
  [212, 64, 2.5],
  [30, 190, 1.8],
  [214, 210, 2],
  [22, 128, 1.2],
  [220, 140, 1.4],
  [200, 102, 1.1],
  [40, 236, 1.3],
];

function Print({ pattern }: { pattern: BoxPattern }) {
  switch (pattern) {
    case 'rays':
      return <path d={RAYS} fill="#fff" fillOpacity=".12" />;
    case 'grid':
      return <path d={GRID} stroke="#fff" strokeOpacity=".14" />;
    case 'dots':
      return <Dots fill="#fff" fillOpacity=".16" dots={DOTS} />;
    case 'waves':
      return (
        <path
          d="M0 210q30-14 60 0t60 0 60 0 60 0M0 236q30-14 60 0t60 0 60 0 60 0M0 184q30-14 60 0t60 0 60 0 60 0"
          stroke="#fff"
          strokeOpacity=".2"
          strokeWidth="4"
          fill="none"
        />
      );
    case 'stars':
      return <Dots fill="#fff" fillOpacity=".7" dots={STARS} />;
  }
}

/** Props of {@link FigureArt}. */
export interface FigureArtProps {
  look: FigureLook;
  /** Text printed on the box, already personalized ("Captain Maya"). */
  boxTitle: string;
  /** Alternative text of the picture. */
  label: string;
  className?: string;
}

/** An original boxed action figure drawn in SVG: card, blister bubble, figure and name band. */
export function FigureArt({ look, boxTitle, label, className }: FigureArtProps) {
  const clipId = useId();
  return (
    <svg viewBox="0 0 240 300" role="img" aria-label={label} className={className} fontFamily={ART_FONT}>
      <defs>
        <clipPath id={clipId}>
          <rect width="240" height="300" rx="20" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect width="240" height="300" fill={look.card} />
        <Print pattern={look.pattern} />
        <rect width="240" height="44" fill={look.band} />
      </g>
      <ellipse cx="120" cy="13" rx="15" ry="5" fill="#0f172a" fillOpacity=".45" />
      <text x="120" y="35" fill="#fff" fontSize="10" fontWeight="700" letterSpacing="2.5" textAnchor="middle">
        ACTION FIGURE
      </text>

      <ToyFigure
        shape={SHAPE}
        colors={{ skin: look.skin, top: look.top, bottom: look.bottom, boots: '#1f2937' }}
        collar={<path d="M108 120l12 14 12-14z" fill={look.accent} />}
        behindHead={<HeadwearBack kind={look.headwear} color={look.hair} />}
        eyes="#1f2937"
      >
        <path d="M112 106q8 7 16 0" stroke="#1f2937" strokeWidth="2.4" fill="none" strokeLinecap="round" />
        <HeadwearFront kind={look.headwear} color={look.hair} />
        <AccessoryArt kind={look.accessory} color={look.accent} />
      </ToyFigure>

      <rect x="20" y="252" width="200" height="34" rx="10" fill={look.band} />
      <text x="120" y="275" fill="#fff" fontSize="15" fontWeight="800" letterSpacing="1" textAnchor="middle">
        {boxTitle.toUpperCase()}
      </text>
    </svg>
  );
}
