import { linePositions, type TextLayer, type TextLayout } from '@mergepix/core';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

// Where a text layer can put ink on the picture: each line's glyph bounds as Skia measures them,
// grown by the outline, the underline, the shadow and a margin for anti-aliasing, cut to the
// layer's box (core's drawTextLayer clips to it), then turned with the layer. Splicing
// (spliced-jpeg.ts) re-encodes only the MCUs these rectangles touch, so they must hold every
// pixel the layer changes: live-spliced.test.ts compares spliced answers with whole-frame ones.

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Pixels around measured glyph bounds that edges, hinting and rounding may still touch. */
const MARGIN = 3;

let measurer: SKRSContext2D | undefined;

const grow = (r: Rect, by: number): Rect => ({ x0: r.x0 - by, y0: r.y0 - by, x1: r.x1 + by, y1: r.y1 + by });
const union = (a: Rect, b: Rect): Rect => ({
  x0: Math.min(a.x0, b.x0),
  y0: Math.min(a.y0, b.y0),
  x1: Math.max(a.x1, b.x1),
  y1: Math.max(a.y1, b.y1),
});

/** The ink of a laid-out layer in its box's coordinates (before the box's rotation), or null. */
function inkInBox(layer: TextLayer, layout: TextLayout): Rect | null {
  measurer ??= createCanvas(1, 1).getContext('2d');
  const ctx = measurer;
  ctx.font = layout.font;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.letterSpacing = `${layer.letterSpacing}px`;
  const positions = linePositions(layer, layout);
  let ink: Rect | null = null;
  layout.lines.forEach((line, i) => {
    const at = positions[i];
    if (!at || line.text === '') return;
    ctx.direction = line.direction;
    const m = ctx.measureText(line.text);
    let r: Rect = {
      x0: at.x - m.actualBoundingBoxLeft,
      x1: at.x + m.actualBoundingBoxRight,
      y0: at.y - m.actualBoundingBoxAscent,
      y1: at.y + m.actualBoundingBoxDescent,
    };
    if (layer.underline) {
      // core's drawTextLayer: a bar under the whole advance.
      r = union(r, {
        x0: at.x,
        x1: at.x + line.advance,
        y0: at.y,
        y1: at.y + Math.max(1, layout.descent / 3) + Math.max(1, layout.fontSize / 16),
      });
    }
    r = grow(r, Math.max(0, layer.strokeWidth) / 2 + MARGIN);
    const shadow = layer.shadow;
    if (shadow) {
      // Skia's shadow blur is a Gaussian of σ = blur / 2: three σ hold all but a trace of it.
      const spread = grow(r, 1.5 * shadow.blur + 1);
      r = union(r, {
        x0: spread.x0 + shadow.offsetX,
        x1: spread.x1 + shadow.offsetX,
        y0: spread.y0 + shadow.offsetY,
        y1: spread.y1 + shadow.offsetY,
      });
    }
    ink = ink ? union(ink, r) : r;
  });
  return ink;
}

/** The rectangle of the picture (`width` × `height`) the layer may change, or null if none. */
export function inkReach(layer: TextLayer, layout: TextLayout, width: number, height: number): Rect | null {
  const ink = inkInBox(layer, layout);
  if (!ink) return null;
  const { box } = layer;
  // Clipped to the box, with a margin for the clip's own anti-aliased edge.
  const inBox = {
    x0: Math.max(ink.x0, -1),
    y0: Math.max(ink.y0, -1),
    x1: Math.min(ink.x1, box.width + 1),
    y1: Math.min(ink.y1, box.height + 1),
  };
  if (inBox.x0 >= inBox.x1 || inBox.y0 >= inBox.y1) return null;
  const angle = ((layer.rotation ?? 0) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const corners = [
    [inBox.x0, inBox.y0],
    [inBox.x1, inBox.y0],
    [inBox.x0, inBox.y1],
    [inBox.x1, inBox.y1],
  ].map(([u = 0, v = 0]) => {
    const du = u - box.width / 2;
    const dv = v - box.height / 2;
    return [cx + du * cos - dv * sin, cy + du * sin + dv * cos] as const;
  });
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const reach = {
    x0: Math.max(0, Math.floor(Math.min(...xs)) - 1),
    y0: Math.max(0, Math.floor(Math.min(...ys)) - 1),
    x1: Math.min(width, Math.ceil(Math.max(...xs)) + 1),
    y1: Math.min(height, Math.ceil(Math.max(...ys)) + 1),
  };
  return reach.x0 < reach.x1 && reach.y0 < reach.y1 ? reach : null;
}
