import {
  DESIGN_LIMITS,
  type Design,
  type DesignInput,
  type DesignLayer,
  designLayerSchema,
  designTexts,
  designTokens,
  type TokenKey,
} from '@mergepix/core';

// The design being edited, as plain data: sizes to start from, layers added, moved, resized,
// restyled, reordered and deleted, always kept inside the image so every save validates.

export interface SizePreset {
  readonly id: string;
  readonly label: string;
  readonly width: number;
  readonly height: number;
}

export const SIZE_PRESETS: readonly SizePreset[] = [
  { id: 'email', label: 'E-mail 600×400', width: 600, height: 400 },
  { id: 'square', label: 'Square 600×600', width: 600, height: 600 },
  { id: 'banner', label: 'Banner 1200×628', width: 1200, height: 628 },
  { id: 'story', label: 'Story 1080×1920', width: 1080, height: 1920 },
];

/** What a new design starts from. */
export type DesignStart =
  | { readonly kind: 'color'; readonly color: string }
  | { readonly kind: 'gradient'; readonly from: string; readonly to: string }
  | { readonly kind: 'generation'; readonly generationId: string }
  | { readonly kind: 'upload'; readonly path: string };

export const DEFAULT_GREETING = 'Hi [FIRSTNAME|there]!';

/** A first text layer: centred, wide, in the middle third of the image. */
export function newLayer(width: number, height: number, text = DEFAULT_GREETING): DesignLayer {
  const boxWidth = Math.round(width * 0.8);
  const boxHeight = Math.max(20, Math.round(height / 3));
  return designLayerSchema.parse({
    text,
    box: clampBox(
      { x: (width - boxWidth) / 2, y: (height - boxHeight) / 2, width: boxWidth, height: boxHeight },
      width,
      height,
    ),
    fontFamily: 'Inter',
    fontSize: Math.max(16, Math.min(DESIGN_LIMITS.maxFontSize, Math.round(height / 7))),
    fontWeight: 700,
    color: '#ffffff',
    shadow: { color: 'rgba(15,23,42,0.45)', blur: 8, offsetX: 0, offsetY: 2 },
  });
}

/** A new design of `size` over `start`, with one greeting layer. */
export function newDesign(
  name: string,
  size: { width: number; height: number },
  start: DesignStart,
): DesignInput {
  const { width, height } = clampSize(size);
  const base = start.kind === 'gradient' ? { ...start, angle: 135 } : start;
  return {
    name,
    width,
    height,
    format: 'jpg',
    base,
    layers: [newLayer(width, height)],
    fallbacks: {},
    rules: {},
  };
}

/** A size inside the engine's limits, whole pixels. */
export function clampSize(size: { width: number; height: number }) {
  const side = (n: number) =>
    Math.min(DESIGN_LIMITS.maxSide, Math.max(1, Math.round(Number.isFinite(n) ? n : 1)));
  return { width: side(size.width), height: side(size.height) };
}

type Box = DesignLayer['box'];

/** A box moved and sized to lie inside the image (at least 8 px each way). */
export function clampBox(box: Box, width: number, height: number): Box {
  const w = Math.min(width, Math.max(8, Math.round(box.width)));
  const h = Math.min(height, Math.max(8, Math.round(box.height)));
  return {
    x: Math.min(width - w, Math.max(0, Math.round(box.x))),
    y: Math.min(height - h, Math.max(0, Math.round(box.y))),
    width: w,
    height: h,
  };
}

export function updateLayer(design: Design, index: number, change: Partial<DesignLayer>): Design {
  const layers = design.layers.map((layer, i) => {
    if (i !== index) return layer;
    const next = { ...layer, ...change };
    return { ...next, box: clampBox(next.box, design.width, design.height) };
  });
  return { ...design, layers };
}

export function addLayer(design: Design, text?: string): Design {
  if (design.layers.length >= DESIGN_LIMITS.maxLayers) return design;
  const layer = newLayer(design.width, design.height, text);
  // Offset each new layer a little so it does not hide exactly under the last one.
  const shift = (design.layers.length % 5) * 16;
  const box = clampBox({ ...layer.box, y: layer.box.y + shift }, design.width, design.height);
  return { ...design, layers: [...design.layers, { ...layer, box }] };
}

export function removeLayer(design: Design, index: number): Design {
  return { ...design, layers: design.layers.filter((_, i) => i !== index) };
}

/** Moves layer `index` one step up (towards the front, +1) or down (-1); the new index. */
export function reorderLayer(design: Design, index: number, step: 1 | -1): { design: Design; index: number } {
  const target = index + step;
  if (target < 0 || target >= design.layers.length) return { design, index };
  const layers = [...design.layers];
  const [moved] = layers.splice(index, 1);
  if (moved) layers.splice(target, 0, moved);
  return { design: { ...design, layers }, index: target };
}

/** A new size for the image: every layer scaled with it, so the layout keeps its proportions. */
export function resizeDesign(design: Design, size: { width: number; height: number }): Design {
  const { width, height } = clampSize(size);
  const sx = width / design.width;
  const sy = height / design.height;
  const layers = design.layers.map((layer) => ({
    ...layer,
    fontSize: Math.max(8, Math.min(DESIGN_LIMITS.maxFontSize, Math.round(layer.fontSize * Math.min(sx, sy)))),
    minFontSize: undefined,
    box: clampBox(
      {
        x: layer.box.x * sx,
        y: layer.box.y * sy,
        width: layer.box.width * sx,
        height: layer.box.height * sy,
      },
      width,
      height,
    ),
  }));
  return { ...design, width, height, layers };
}

/** The tokens the design's layers use, in order of first use. */
export function usedTokens(design: Pick<Design, 'layers' | 'frames'>): TokenKey[] {
  return designTokens(designTexts(design));
}

/** Sets a token's fallback; an empty one is removed (the natural wording takes over). */
export function setFallback(design: Design, key: TokenKey, value: string): Design {
  const fallbacks: Design['fallbacks'] = { ...design.fallbacks, [key]: value };
  if (value.trim() === '') delete fallbacks[key];
  return { ...design, fallbacks };
}
