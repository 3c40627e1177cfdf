/** An sRGB colour with 0-255 channels. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const clampByte = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** Parses `#rgb` or `#rrggbb`; anything else gives mid grey so a bad value never throws. */
export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return { r: 128, g: 128, b: 128 };
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const n = Number.parseInt(h, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

/** `#rrggbb` for a colour. */
export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((v) => clampByte(v).toString(16).padStart(2, '0')).join('')}`;
}

/** Linear mix of two hex colours (`t` = 0 gives `a`). */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

/** Mixes towards white. */
export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
/** Mixes towards black. */
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

/** `rgba()` of a hex colour with the given alpha. */
export function alpha(hex: string, a: number): string {
  const { r, g, b } = parseHex(hex);
  return `rgba(${r},${g},${b},${Math.max(0, Math.min(1, a))})`;
}

/** Hex from HSL (h in degrees, s and l in 0-1). */
export function hsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return toHex({ r: f(0) * 255, g: f(8) * 255, b: f(4) * 255 });
}

/** Relative luminance (0-1), for choosing readable text colours. */
export function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Black or white, whichever reads better on `background`. */
export function readableOn(background: string, dark = '#111111', light = '#ffffff'): string {
  return luminance(background) > 0.45 ? dark : light;
}
