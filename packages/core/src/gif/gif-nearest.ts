// The nearest palette colour to a colour (squared RGB distance: what PSNR measures), without
// comparing against all 256 entries. The entries are sorted by their projection on the palette's
// main axis of spread; since a projection on a unit vector is never longer than the distance
// itself, the search walks outwards from the colour's own projection and stops on each side as
// soon as the projection gap alone exceeds the best distance found. On photographic palettes,
// which are long and thin along lightness, that is a dozen or two comparisons instead of 256.

export class NearestColor {
  private readonly size: number;
  private readonly axis: Float64Array;
  /** Projections, ascending, and the entries' colours and original indexes in the same order. */
  private readonly proj: Float64Array;
  private readonly rgb: Float64Array;
  private readonly order: Uint16Array;
  /** The entries in palette order, and a quarter of each one's squared distance to its nearest
   * other entry: a colour that close to an entry can have no nearer one (triangle inequality). */
  private readonly colors: Float64Array;
  private readonly safe: Float64Array;

  /** `palette`: RGB triples (any numbers, fractional allowed). */
  constructor(palette: ArrayLike<number>) {
    const n = Math.floor(palette.length / 3);
    this.size = n;
    this.axis = mainAxis(palette, n);
    const [ax, ay, az] = this.axis as unknown as [number, number, number];
    const projections = new Float64Array(n);
    for (let i = 0; i < n; i++)
      projections[i] =
        (palette[i * 3] as number) * ax +
        (palette[i * 3 + 1] as number) * ay +
        (palette[i * 3 + 2] as number) * az;
    const order = Uint16Array.from({ length: n }, (_, i) => i).sort(
      (a, b) => (projections[a] as number) - (projections[b] as number),
    );
    this.order = order;
    this.colors = Float64Array.from({ length: n * 3 }, (_, i) => palette[i] as number);
    this.safe = safeRadii(this.colors, n);
    this.proj = new Float64Array(n);
    this.rgb = new Float64Array(n * 3);
    for (let s = 0; s < n; s++) {
      const i = order[s] as number;
      this.proj[s] = projections[i] as number;
      this.rgb[s * 3] = palette[i * 3] as number;
      this.rgb[s * 3 + 1] = palette[i * 3 + 1] as number;
      this.rgb[s * 3 + 2] = palette[i * 3 + 2] as number;
    }
  }

  /**
   * The index (in the palette given to the constructor) of the entry nearest to (r, g, b).
   * `guess`, an entry likely to be it (a previous answer for a similar colour), often settles
   * the question with one distance, and otherwise bounds the search.
   */
  find(r: number, g: number, b: number, guess = -1): number {
    const { proj, rgb, size } = this;
    let bestD = Number.POSITIVE_INFINITY;
    let bestEntry = 0;
    if (guess >= 0 && guess < size) {
      const dr = (this.colors[guess * 3] as number) - r;
      const dg = (this.colors[guess * 3 + 1] as number) - g;
      const db = (this.colors[guess * 3 + 2] as number) - b;
      bestD = dr * dr + dg * dg + db * db;
      if (bestD <= (this.safe[guess] as number)) return guess;
      bestEntry = guess;
    }
    const p = r * (this.axis[0] as number) + g * (this.axis[1] as number) + b * (this.axis[2] as number);
    let lo = 0;
    let hi = size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((proj[mid] as number) < p) lo = mid + 1;
      else hi = mid;
    }
    let up = lo;
    let down = lo - 1;
    let best = -1;
    while (up < size || down >= 0) {
      if (up < size) {
        const gap = (proj[up] as number) - p;
        if (gap * gap >= bestD) up = size;
        else {
          const dr = (rgb[up * 3] as number) - r;
          const dg = (rgb[up * 3 + 1] as number) - g;
          const db = (rgb[up * 3 + 2] as number) - b;
          const d = dr * dr + dg * dg + db * db;
          if (d < bestD) {
            bestD = d;
            best = up;
          }
          up++;
        }
      }
      if (down >= 0) {
        const gap = p - (proj[down] as number);
        if (gap * gap >= bestD) down = -1;
        else {
          const dr = (rgb[down * 3] as number) - r;
          const dg = (rgb[down * 3 + 1] as number) - g;
          const db = (rgb[down * 3 + 2] as number) - b;
          const d = dr * dr + dg * dg + db * db;
          if (d < bestD) {
            bestD = d;
            best = down;
          }
          down--;
        }
      }
    }
    return best < 0 ? bestEntry : (this.order[best] as number);
  }
}

function safeRadii(colors: Float64Array, n: number): Float64Array {
  const nearest = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  for (let i = 0; i < n; i++) {
    const r = colors[i * 3] as number;
    const g = colors[i * 3 + 1] as number;
    const b = colors[i * 3 + 2] as number;
    for (let j = i + 1; j < n; j++) {
      const dr = (colors[j * 3] as number) - r;
      const dg = (colors[j * 3 + 1] as number) - g;
      const db = (colors[j * 3 + 2] as number) - b;
      const d = dr * dr + dg * dg + db * db;
      if (d < (nearest[i] as number)) nearest[i] = d;
      if (d < (nearest[j] as number)) nearest[j] = d;
    }
  }
  for (let i = 0; i < n; i++) nearest[i] = (nearest[i] as number) / 4;
  return nearest;
}

/** The unit vector along which the colours spread most (power iteration on their covariance). */
function mainAxis(palette: ArrayLike<number>, n: number): Float64Array {
  let mr = 0;
  let mg = 0;
  let mb = 0;
  for (let i = 0; i < n; i++) {
    mr += palette[i * 3] as number;
    mg += palette[i * 3 + 1] as number;
    mb += palette[i * 3 + 2] as number;
  }
  mr /= n || 1;
  mg /= n || 1;
  mb /= n || 1;
  let rr = 0;
  let rg = 0;
  let rb = 0;
  let gg = 0;
  let gb = 0;
  let bb = 0;
  for (let i = 0; i < n; i++) {
    const r = (palette[i * 3] as number) - mr;
    const g = (palette[i * 3 + 1] as number) - mg;
    const b = (palette[i * 3 + 2] as number) - mb;
    rr += r * r;
    rg += r * g;
    rb += r * b;
    gg += g * g;
    gb += g * b;
    bb += b * b;
  }
  // Start from grey (lightness), the usual answer, so a few steps converge.
  let x = 1;
  let y = 1;
  let z = 1;
  for (let step = 0; step < 12; step++) {
    const nx = rr * x + rg * y + rb * z;
    const ny = rg * x + gg * y + gb * z;
    const nz = rb * x + gb * y + bb * z;
    const len = Math.hypot(nx, ny, nz);
    if (!(len > 1e-9)) break; // a single colour, or all on one point: any axis will do
    x = nx / len;
    y = ny / len;
    z = nz / len;
  }
  const len = Math.hypot(x, y, z);
  return Float64Array.of(x / len, y / len, z / len);
}
