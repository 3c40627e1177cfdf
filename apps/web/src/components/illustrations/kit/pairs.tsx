/**
 * Mirrored pairs, the joints of every toy figure (carousel, hub and featured characters): two
 * bars (legs, boots, arms) or two dots (hands, eyes) placed symmetrically about a centre line.
 */

/** Two rounded bars, `gap` from the centre line to each inner edge. Box keys in attribute order. */
export interface BarPair {
  y: number;
  width: number;
  height: number;
  rx: number;
  gap: number;
  /** Degrees the left bar turns about its top centre; the right one turns the other way. */
  tilt?: number;
  /** Height of the pivot when it is not the bar's top (a raised arm turns at the shoulder). */
  pivotY?: number;
}

type BarBox = Omit<BarPair, 'gap' | 'tilt' | 'pivotY'>;

/** Two bars mirrored about `cx`. */
export function MirroredBars({ cx, bar, fill }: { cx: number; bar: BarPair; fill: string }) {
  const { gap, tilt = 0, pivotY = bar.y, ...box } = bar;
  return (
    <>
      <Bar x={cx - gap - box.width} tilt={tilt} pivotY={pivotY} box={box} fill={fill} />
      <Bar x={cx + gap} tilt={-tilt} pivotY={pivotY} box={box} fill={fill} />
    </>
  );
}

interface BarProps {
  x: number;
  tilt: number;
  pivotY: number;
  box: BarBox;
  fill: string;
}

function Bar({ x, tilt, pivotY, box, fill }: BarProps) {
  const transform = tilt ? `rotate(${tilt} ${x + box.width / 2} ${pivotY})` : undefined;
  return <rect x={x} {...box} fill={fill} transform={transform} />;
}

/** Two dots, `dx` either side of the centre line. */
export interface DotPair {
  dx: number;
  cy: number;
  r: number;
}

/** Two dots mirrored about `cx`. */
export function MirroredDots({ cx, dots, fill }: { cx: number; dots: DotPair; fill: string }) {
  const { dx, cy, r } = dots;
  return (
    <>
      <circle cx={cx - dx} cy={cy} r={r} fill={fill} />
      <circle cx={cx + dx} cy={cy} r={r} fill={fill} />
    </>
  );
}
