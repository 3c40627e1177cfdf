import type { TokenValues } from '../tokens/registry.ts';
import { findTokens } from '../tokens/substitute.ts';
import type { Design, DesignLayer } from './design-schema.ts';
import { fillNaturally } from './natural-text.ts';

// How a design is drawn, shared by the server's live images and the designer's preview: the
// base (a colour, a gradient, or a picture cropped to cover), then the layers in order, each
// layer's tokens filled for one recipient.

/** The part of a 2D context the base needs (DOM and @napi-rs/canvas alike). */
export interface BaseCanvasContext {
  fillStyle: string | object;
  fillRect(x: number, y: number, width: number, height: number): void;
  createLinearGradient(
    x0: number,
    y0: number,
    x1: number,
    y1: number,
  ): {
    addColorStop(offset: number, color: string): void;
  };
}

/** The part of a picture the crop needs. */
export interface PictureSize {
  readonly width: number;
  readonly height: number;
}

/** Painted where a base picture is missing or cannot be decoded. */
export const MISSING_BASE_COLOR = '#e5e7eb';

/** The source rectangle of `picture` that covers a `width`×`height` design, centred. */
export function coverCrop(picture: PictureSize, width: number, height: number) {
  const scale = Math.max(width / picture.width, height / picture.height);
  const sw = width / scale;
  const sh = height / scale;
  return { sx: (picture.width - sw) / 2, sy: (picture.height - sh) / 2, sw, sh };
}

/**
 * Paints a colour or gradient base. A picture base is the host's to draw (it decodes images its
 * own way); this paints the missing-picture colour for it, for hosts to draw over.
 */
export function paintBase(ctx: BaseCanvasContext, design: Pick<Design, 'base' | 'width' | 'height'>): void {
  const { width, height, base } = design;
  if (base.kind === 'gradient') {
    const a = (base.angle * Math.PI) / 180;
    const half = Math.abs((width / 2) * Math.sin(a)) + Math.abs((height / 2) * Math.cos(a));
    const dx = Math.sin(a) * half;
    const dy = -Math.cos(a) * half;
    const g = ctx.createLinearGradient(width / 2 - dx, height / 2 - dy, width / 2 + dx, height / 2 + dy);
    g.addColorStop(0, base.from);
    g.addColorStop(1, base.to);
    ctx.fillStyle = g;
  } else {
    ctx.fillStyle = base.kind === 'color' ? base.color : MISSING_BASE_COLOR;
  }
  ctx.fillRect(0, 0, width, height);
}

/** Whether a layer's text changes per recipient. */
export const isPersonalLayer = (layer: Pick<DesignLayer, 'text'>): boolean =>
  findTokens(layer.text).length > 0;

/**
 * How many layers, from the bottom, are the same for every recipient: they can be drawn once
 * with the base. Layers above the first personal one keep their place over it.
 */
export function staticLayerCount(layers: readonly Pick<DesignLayer, 'text'>[]): number {
  const first = layers.findIndex(isPersonalLayer);
  return first === -1 ? layers.length : first;
}

/** Layers with one recipient's text: tokens filled, or a natural fallback when a value is missing. */
export function recipientLayers<L extends DesignLayer>(
  layers: readonly L[],
  values: TokenValues,
  fallbacks: TokenValues,
): L[] {
  return layers.map((layer) =>
    isPersonalLayer(layer) ? { ...layer, text: fillNaturally(layer.text, values, fallbacks) } : layer,
  );
}
