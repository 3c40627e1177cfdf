/** Props of {@link Gradient}. */
export interface GradientProps {
  id: string;
  from: string;
  to: string;
  /** Top-left to bottom-right; otherwise top to bottom. */
  diagonal?: boolean;
}

/** A two-stop linear gradient for a `<defs>` block, referenced as `url(#id)`. */
export function Gradient({ id, from, to, diagonal = false }: GradientProps) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2={diagonal ? '1' : '0'} y2="1">
      <stop offset="0" stopColor={from} />
      <stop offset="1" stopColor={to} />
    </linearGradient>
  );
}

/** Props of {@link GradientBox}. */
export interface GradientBoxProps {
  id: string;
  from: string;
  to: string;
  width: number;
  height: number;
  rx?: number;
}

/** A box at the origin filled top-left to bottom-right with a two-colour gradient: a backdrop, a tile. */
export function GradientBox({ id, from, to, width, height, rx }: GradientBoxProps) {
  return (
    <>
      <defs>
        <Gradient id={id} from={from} to={to} diagonal />
      </defs>
      <rect width={width} height={height} rx={rx} fill={`url(#${id})`} />
    </>
  );
}
