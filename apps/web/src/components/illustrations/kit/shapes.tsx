/**
 * Small decorations repeated across the drawings: a four-point sparkle and a scatter of dots
 * (the carousel boxes' dot and star prints).
 */

/** The sparkle's outline around (0, 0), 12 units across. */
const SPARKLE = 'M0 -6 L1.6 -1.6 L6 0 L1.6 1.6 L0 6 L-1.6 1.6 L-6 0 L-1.6 -1.6 Z';

/** Props of {@link Sparkle}. */
export interface SparkleProps {
  x: number;
  y: number;
  scale?: number;
  fill?: string;
  /** The outline; the same star may be written more compactly. */
  d?: string;
}

/** A four-point twinkle centred at (x, y). */
export function Sparkle({ x, y, scale = 1, fill = '#ffffff', d = SPARKLE }: SparkleProps) {
  return <path d={d} transform={`translate(${x} ${y}) scale(${scale})`} fill={fill} />;
}

/** Props of {@link Dots}. */
export interface DotsProps {
  fill: string;
  fillOpacity?: string;
  opacity?: string;
  /** Centre x, centre y and radius of each dot. */
  dots: readonly (readonly [number, number, number])[];
}

/** A scatter of round dots in one colour. */
export function Dots({ fill, fillOpacity, opacity, dots }: DotsProps) {
  return (
    <g fill={fill} fillOpacity={fillOpacity} opacity={opacity}>
      {dots.map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
      ))}
    </g>
  );
}
