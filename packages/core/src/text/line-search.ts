/**
 * The largest `end` in `start..limit` for which `fits(end)` holds, where `fits` holds up to some
 * end and not after it, and holds for `start`. The search starts from `guess` (an estimate of
 * the answer) and gallops away from it, then halves: with a good guess it costs two calls, each a
 * text measurement that grows with the line (docs/decisions/029-generators-keep-their-promises.md).
 */
export function lastFitting(
  start: number,
  limit: number,
  guess: number,
  fits: (end: number) => boolean,
): number {
  let lo = start; // known to fit
  let hi = limit + 1; // known not to fit (or past the end)
  const g = Math.min(Math.max(guess, start), limit);
  if (g > start) {
    if (fits(g)) lo = g;
    else hi = g;
  }
  if (lo === g || g === start) {
    // Gallop up from what fits.
    let step = 1;
    while (lo + step < hi && fits(lo + step)) {
      lo += step;
      step *= 2;
    }
    hi = Math.min(hi, lo + step);
  } else {
    // Gallop down from what does not fit.
    let step = 1;
    while (hi - step > lo && !fits(hi - step)) {
      hi -= step;
      step *= 2;
    }
    lo = Math.max(lo, hi - step);
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}
