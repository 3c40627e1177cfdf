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
