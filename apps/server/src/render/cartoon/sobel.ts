/**
 * The Sobel gradient's magnitude at pixel `i` of a one-channel image `width` pixels wide: how
 * strongly the brightness changes there (0 on flat ground). `i` must not be on the image's border.
 */
export function sobel(lum: ArrayLike<number>, i: number, width: number): number {
  const a = lum[i - width - 1] as number;
  const c = lum[i - width + 1] as number;
  const d = lum[i + width - 1] as number;
  const f = lum[i + width + 1] as number;
  const gx = c + 2 * (lum[i + 1] as number) + f - a - 2 * (lum[i - 1] as number) - d;
  const gy = d + 2 * (lum[i + width] as number) + f - a - 2 * (lum[i - width] as number) - c;
  return Math.sqrt(gx * gx + gy * gy);
}
