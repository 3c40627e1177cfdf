import type { TokenValues } from '../tokens/registry.ts';
import { type LaidOutLine, layoutText, type MeasureContext, type TextLayout } from './layout.ts';
import type { TextLayer } from './text-layer.ts';

/** The part of a Canvas 2D context a text layer draws with (DOM and @napi-rs/canvas alike). */
export interface LayerCanvasContext extends MeasureContext {
  fillStyle: string | object;
  globalAlpha: number;
  strokeStyle: string | object;
  lineWidth: number;
  lineJoin: 'bevel' | 'miter' | 'round';
  shadowColor: string;
  shadowBlur: number;
  shadowOffsetX: number;
  shadowOffsetY: number;
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  beginPath(): void;
  rect(x: number, y: number, width: number, height: number): void;
  clip(): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
}

/** Where each line's pen starts, in box coordinates (x from the box's left, y the baseline). */
export function linePositions(layer: TextLayer, layout: TextLayout): { x: number; y: number }[] {
  const { box } = layer;
  const inset = Math.max(0, layer.strokeWidth) / 2;
  const inner = { width: box.width - 2 * inset, height: box.height - 2 * inset };
  const block = layout.height - 2 * inset;
  const top =
    layer.verticalAlign === 'top'
      ? 0
      : layer.verticalAlign === 'bottom'
        ? inner.height - block
        : (inner.height - block) / 2;
  const firstLine = Math.max(layout.lineHeight, layout.ascent + layout.descent);
  const pad = (firstLine - layout.lineHeight) / 2;
  const baseline0 =
    inset + top + pad + (layout.lineHeight - layout.ascent - layout.descent) / 2 + layout.ascent;
  return layout.lines.map((line, i) => ({
    x: inset + lineStart(layer, line, inner.width),
    y: baseline0 + i * layout.lineHeight,
  }));
}

function lineStart(layer: TextLayer, line: LaidOutLine, width: number): number {
  switch (layer.align) {
    case 'left':
      return line.left;
    case 'right':
      return width - line.extent + line.left;
    default:
      return (width - line.extent) / 2 + line.left;
  }
}

/**
 * Draws a layer (laid out here unless `layout` is given) inside its box, rotated about the box's
 * centre and clipped to it, so nothing, not even a shadow, lands outside.
 */
export function drawTextLayer(
  ctx: LayerCanvasContext,
  layer: TextLayer,
  values?: TokenValues,
  layout: TextLayout = layoutText(ctx, layer, values),
): TextLayout {
  if (layout.lines.length === 0) return layout;
  const { box } = layer;
  ctx.save();
  ctx.translate(box.x + box.width / 2, box.y + box.height / 2);
  if (layer.rotation) ctx.rotate((layer.rotation * Math.PI) / 180);
  ctx.translate(-box.width / 2, -box.height / 2);
  ctx.beginPath();
  ctx.rect(0, 0, box.width, box.height);
  ctx.clip();
  if (layer.opacity !== undefined && layer.opacity < 1) ctx.globalAlpha = Math.max(0, layer.opacity);
  ctx.font = layout.font;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  if ('letterSpacing' in ctx) ctx.letterSpacing = `${layer.letterSpacing}px`;
  ctx.lineJoin = 'round';
  const positions = linePositions(layer, layout);
  const shadow = layer.shadow;
  layout.lines.forEach((line, i) => {
    const { x, y } = positions[i] ?? { x: 0, y: 0 };
    if (line.text === '') return;
    if ('direction' in ctx) ctx.direction = line.direction;
    if (shadow) {
      ctx.shadowColor = shadow.color;
      ctx.shadowBlur = shadow.blur;
      ctx.shadowOffsetX = shadow.offsetX;
      ctx.shadowOffsetY = shadow.offsetY;
    }
    if (layer.strokeWidth > 0) {
      ctx.strokeStyle = layer.strokeColor;
      ctx.lineWidth = layer.strokeWidth;
      ctx.strokeText(line.text, x, y);
      // One shadow per line: the fill draws none over the outline's.
      ctx.shadowColor = 'transparent';
    }
    ctx.fillStyle = layer.color;
    ctx.fillText(line.text, x, y);
    if (layer.underline) {
      const thickness = Math.max(1, layout.fontSize / 16);
      ctx.fillRect(x, y + Math.max(1, layout.descent / 3), line.advance, thickness);
    }
    ctx.shadowColor = 'transparent';
  });
  ctx.restore();
  return layout;
}
