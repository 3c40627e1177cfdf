import { fillNaturally } from '../live/natural-text.ts';
import { type TextBox, type TextLayer, textLayer } from '../text/text-layer.ts';
import type { TokenValues } from '../tokens/registry.ts';
import { findTokens } from '../tokens/substitute.ts';
import type { GifFrame, GifToken } from './gif-project.ts';

// A GIF token drawn by the one text renderer: centred on its point, inside the frame, shrunk or
// wrapped to fit so a long name never leaves the picture. The preview, the encoder in the browser
// and the live GIF on the server all place it with these functions.

/** A text box at least this share of the frame wide, so a token near an edge is not squeezed. */
const MIN_BOX_SHARE = 0.4;
const MAX_LINES = 2;

/** `size` long, centred on `centre` when it fits, moved inside [0, extent] when it does not. */
function span(centre: number, size: number, extent: number): { start: number; size: number } {
  const length = Math.min(size, extent);
  const start = Math.min(Math.max(centre - length / 2, 0), extent - length);
  return { start, size: length };
}

/** The box a token's text must stay inside, in pixels of a `width`×`height` frame. */
export function gifTokenBox(
  token: Pick<GifToken, 'x' | 'y' | 'fontSize'>,
  width: number,
  height: number,
): TextBox {
  const cx = (token.x / 100) * width;
  const cy = (token.y / 100) * height;
  // As wide as possible while staying centred on the point, but never narrower than 40%.
  const symmetric = 2 * Math.min(cx, width - cx);
  const w = span(cx, Math.max(symmetric, width * MIN_BOX_SHARE), width);
  const lines = token.fontSize * 1.2 * MAX_LINES;
  const h = span(cy, Math.max(lines, token.fontSize * 1.3), height);
  return { x: w.start, y: h.start, width: w.size, height: h.size };
}

/** A token as a text layer showing `text` (its own value, tokens unfilled, by default). */
export function gifTokenLayer(
  token: GifToken,
  width: number,
  height: number,
  text: string = token.value,
): TextLayer {
  return textLayer(text, gifTokenBox(token, width, height), {
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
    minFontSize: Math.max(8, Math.round(token.fontSize / 2)),
    maxLines: MAX_LINES,
    fontWeight: 400,
    color: token.color,
    opacity: token.opacity,
    strokeWidth: token.strokeWidth,
    strokeColor: token.strokeColor,
    shadow: null,
    align: 'center',
    verticalAlign: 'middle',
    lineHeight: 1.2,
    letterSpacing: 0,
    textCase: 'none',
    rotation: 0,
    autoFit: true,
  });
}

/**
 * A token's text for one recipient: `[FIRSTNAME]` and the other tokens take the values; a missing
 * value takes the token's placeholder, else reads naturally ("Hi [FIRSTNAME]!" → "Hi there!").
 */
export function gifTokenText(token: Pick<GifToken, 'value' | 'placeholder'>, values: TokenValues): string {
  const fallbacks: TokenValues = {};
  const placeholder = token.placeholder.trim();
  if (placeholder) for (const key of findTokens(token.value)) fallbacks[key] = placeholder;
  return fillNaturally(token.value, values, fallbacks);
}

/** The text layers of one frame for one recipient, bottom to top. */
export function gifFrameLayers(
  frame: Pick<GifFrame, 'tokens'>,
  width: number,
  height: number,
  values: TokenValues,
): TextLayer[] {
  return frame.tokens.map((t) => gifTokenLayer(t, width, height, gifTokenText(t, values)));
}

/** Whether any frame has text with a token in it (what makes the GIF personal). */
export function gifHasTokens(frames: readonly Pick<GifFrame, 'tokens'>[]): boolean {
  return frames.some((f) => f.tokens.some((t) => findTokens(t.value).length > 0));
}
